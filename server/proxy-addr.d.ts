// Types for proxy-addr (Express's own dependency for `trust proxy`), which ships none.
declare module "proxy-addr" {
  import type { IncomingMessage } from "node:http";

  type Trust = (address: string, hop: number) => boolean;
  function proxyaddr(req: IncomingMessage, trust: Trust): string;
  namespace proxyaddr {
    function compile(value: string | string[]): Trust;
  }
  export default proxyaddr;
}
