import { HttpResponse, http } from "msw";

/**
 * MSW handlers with a tiny in-memory fake of an S3-compatible bucket (path-style addresses:
 * `{endpoint}/{bucket}/{key}`): PutObject, GetObject (404 NoSuchKey when absent) and DeleteObject.
 */
export function fakeS3(endpoint: string) {
  const objects = new Map<string, Buffer>();
  const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
  const handlers = [
    http.put(`${endpoint}/*`, async ({ request }) => {
      objects.set(keyOf(request.url), Buffer.from(await request.arrayBuffer()));
      return new HttpResponse(null, { status: 200, headers: { ETag: '"fake"' } });
    }),
    http.get(`${endpoint}/*`, ({ request }) => {
      const body = objects.get(keyOf(request.url));
      if (!body)
        return new HttpResponse(
          '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>gone</Message></Error>',
          { status: 404, headers: { "Content-Type": "application/xml" } },
        );
      return new HttpResponse(body, { status: 200, headers: { "Content-Length": String(body.length) } });
    }),
    http.delete(`${endpoint}/*`, ({ request }) => {
      objects.delete(keyOf(request.url));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { objects, handlers };
}
