import {
  absDependencies,
  addDependencies,
  andDependencies,
  type BigNumber,
  bignumberDependencies,
  ceilDependencies,
  create,
  type EvalFunction,
  equalDependencies,
  floorDependencies,
  largerDependencies,
  largerEqDependencies,
  type MathNode,
  maxDependencies,
  minDependencies,
  multiplyDependencies,
  notDependencies,
  orDependencies,
  parseDependencies,
  roundDependencies,
  smallerDependencies,
  smallerEqDependencies,
  sqrtDependencies,
  subtractDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  unequalDependencies,
} from "mathjs";

/**
 * Compiles price formulas with a deliberately small mathjs instance: decimal (BigNumber, 64 digits) arithmetic,
 * `+ - * /`, comparisons, `and`/`or`/`not`, `a ? b : c` and min max round ceil floor sqrt abs. Every parsed tree is
 * checked against an allow-list before it is compiled; nothing else (assignment, function definition, objects,
 * matrices, indexing, strings, units, import/evaluate …) gets through. No eval or `new Function`.
 */

export type FormulaErrorCode =
  | "parse"
  | "forbidden"
  | "unknown_variable"
  | "division_by_zero"
  | "not_finite"
  | "invalid_result"
  | "invalid_value"
  | "negative_price"
  | "evaluation";

export interface FormulaError {
  code: FormulaErrorCode;
  /** English, for logs and the admin. */
  message: string;
}

export class FormulaFailure extends Error {
  constructor(
    readonly code: FormulaErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const math = create(
  {
    parseDependencies,
    bignumberDependencies,
    addDependencies,
    subtractDependencies,
    multiplyDependencies,
    unaryMinusDependencies,
    unaryPlusDependencies,
    smallerDependencies,
    smallerEqDependencies,
    largerDependencies,
    largerEqDependencies,
    equalDependencies,
    unequalDependencies,
    andDependencies,
    orDependencies,
    notDependencies,
    minDependencies,
    maxDependencies,
    roundDependencies,
    ceilDependencies,
    floorDependencies,
    sqrtDependencies,
    absDependencies,
  },
  // predictable: sqrt(-1) is NaN, not a complex number. Tolerances ≈ 0: comparisons are exact decimals.
  { number: "BigNumber", precision: 64, predictable: true, relTol: 1e-60, absTol: 1e-60 },
);

export type Big = BigNumber;

const SAFE_DIVIDE = "mgSafeDivide";
math.import({
  [SAFE_DIVIDE]: (a: Big, b: Big) => {
    if (math.isBigNumber(b) && b.isZero()) throw new FormulaFailure("division_by_zero", "division by zero");
    return math.isBigNumber(a) && math.isBigNumber(b) ? a.div(b) : Number.NaN;
  },
});

/** `op:fn` pairs of the allowed operators (mathjs also has %, ^, !, ', to, bitwise … — all refused). */
const OPERATORS = new Set([
  "+:add",
  "-:subtract",
  "*:multiply",
  "/:divide",
  "-:unaryMinus",
  "+:unaryPlus",
  "<:smaller",
  "<=:smallerEq",
  ">:larger",
  ">=:largerEq",
  "==:equal",
  "!=:unequal",
  "and:and",
  "or:or",
  "not:not",
]);
const COMPARISONS = new Set(["smaller", "smallerEq", "larger", "largerEq", "equal", "unequal"]);
/** Allowed functions with their [min, max] argument counts. */
const FUNCTIONS: Record<string, [number, number]> = {
  min: [1, 32],
  max: [1, 32],
  round: [1, 2],
  ceil: [1, 2],
  floor: [1, 2],
  sqrt: [1, 1],
  abs: [1, 1],
};

export const MAX_FORMULA_LENGTH = 5000;
const TOKEN = /\{([a-z0-9_-]+)\}/g;

/** The mathjs identifier of a formula variable. `$` never survives in the source, so only `{…}` tokens map here. */
export function identifier(variable: string): string {
  return `$${variable.replaceAll("-", "$")}`;
}

function variableOf(id: string): string {
  return id.slice(1).replaceAll("$", "-");
}

export interface CompiledFormula {
  kind: "expression";
  text: string;
  /** The formula's variables, e.g. `uni_cpo_height`. */
  variables: readonly string[];
  evaluator: EvalFunction;
}
export type Compiled = CompiledFormula | { kind: "disable"; text: string };

function fail(code: FormulaErrorCode, message: string): never {
  throw new FormulaFailure(code, message);
}

/** Checks one node against the allow-list and rebuilds it (division becomes a zero-checking division). */
function check(node: MathNode, variables: Set<string>): MathNode {
  const n = node as MathNode & Record<string, unknown>;
  switch (node.type) {
    case "ConstantNode":
      if (!math.isBigNumber(n.value))
        fail("forbidden", `only numbers are allowed, not ${JSON.stringify(n.value)}`);
      return node;
    case "SymbolNode": {
      const name = n.name as string;
      if (!name.startsWith("$"))
        fail("unknown_variable", `unknown name "${name}"; write variables as {name}`);
      variables.add(variableOf(name));
      return node;
    }
    case "ParenthesisNode":
      return new math.ParenthesisNode(check(n.content as MathNode, variables));
    case "OperatorNode": {
      const { op, fn, implicit, isPercentage } = n as unknown as { op: string; fn: string } & Record<
        string,
        unknown
      >;
      if (implicit) fail("forbidden", "implicit multiplication is not allowed; write *");
      if (isPercentage || !OPERATORS.has(`${op}:${fn}`)) fail("forbidden", `operator "${op}" is not allowed`);
      const args = (n.args as MathNode[]).map((a) => check(a, variables));
      // A division becomes the zero-checking division; its text still reads "/".
      return new math.OperatorNode(op as "/", (fn === "divide" ? SAFE_DIVIDE : fn) as "divide", args);
    }
    case "FunctionNode": {
      const fnNode = n.fn as MathNode & { name?: string };
      const name = fnNode.type === "SymbolNode" ? (fnNode.name ?? "") : "";
      const arity = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
      if (!arity) fail("forbidden", `function "${name || fnNode.toString()}" is not allowed`);
      const args = n.args as MathNode[];
      if (args.length < arity[0] || args.length > arity[1])
        fail("parse", `${name} takes ${arity[0]}–${arity[1]} arguments, got ${args.length}`);
      return new math.FunctionNode(
        name,
        args.map((a) => check(a, variables)),
      );
    }
    case "ConditionalNode":
      return new math.ConditionalNode(
        check(n.condition as MathNode, variables),
        check(n.trueExpr as MathNode, variables),
        check(n.falseExpr as MathNode, variables),
      );
    case "RelationalNode": {
      const conditionals = n.conditionals as string[];
      if (!conditionals.every((c) => COMPARISONS.has(c))) fail("forbidden", "comparison not allowed");
      return new math.RelationalNode(
        conditionals,
        (n.params as MathNode[]).map((p) => check(p, variables)),
      );
    }
    default:
      return fail("forbidden", `${node.type} is not allowed in a formula`);
  }
}

/** Translates `{uni_cpo_x}` tokens, parses, allow-lists and compiles. Throws FormulaFailure. */
function compileUncached(text: string): Compiled {
  const source = text.trim();
  if (source === "disable") return { kind: "disable", text };
  if (source === "") fail("parse", "empty formula");
  if (source.length > MAX_FORMULA_LENGTH) fail("parse", "formula too long");
  if (source.includes("$")) fail("parse", `"$" is not allowed in a formula`);
  const translated = source.replace(TOKEN, (_m, name: string) => identifier(name));
  let tree: MathNode;
  try {
    tree = math.parse(translated);
  } catch (e) {
    return fail("parse", e instanceof Error ? e.message : String(e));
  }
  const variables = new Set<string>();
  const checked = check(tree, variables);
  return { kind: "expression", text, variables: [...variables], evaluator: checked.compile() };
}

const cache = new Map<string, Compiled | FormulaError>();
const CACHE_LIMIT = 10_000;

/** Compiles a formula once per text (cached, errors too). */
export function compileFormula(text: string): Compiled | FormulaError {
  const hit = cache.get(text);
  if (hit) return hit;
  let result: Compiled | FormulaError;
  try {
    result = compileUncached(text);
  } catch (e) {
    result =
      e instanceof FormulaFailure
        ? { code: e.code, message: e.message }
        : { code: "parse", message: e instanceof Error ? e.message : String(e) };
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, result);
  return result;
}

export function isFormulaError(x: unknown): x is FormulaError {
  return typeof x === "object" && x !== null && "code" in x && "message" in x;
}

/** A variable scope for compiled formulas, keyed by formula variable name (`uni_cpo_height`). */
export class Scope {
  readonly map = new Map<string, Big>();
  set(variable: string, value: Big): void {
    this.map.set(identifier(variable), value);
  }
  has(variable: string): boolean {
    return this.map.has(identifier(variable));
  }
}

/** Runs a compiled expression. Throws FormulaFailure (division by zero, evaluation errors). */
export function run(formula: CompiledFormula, scope: Scope): unknown {
  try {
    return formula.evaluator.evaluate(scope.map);
  } catch (e) {
    if (e instanceof FormulaFailure) throw e;
    throw new FormulaFailure("evaluation", e instanceof Error ? e.message : String(e));
  }
}

/** Runs a formula that must give a finite number. */
export function runNumber(formula: CompiledFormula, scope: Scope): Big {
  const value = run(formula, scope);
  if (!math.isBigNumber(value)) fail("invalid_result", `"${formula.text}" did not give a number`);
  if (!value.isFinite()) fail("not_finite", `"${formula.text}" gave ${value.toString()}`);
  return value;
}

/** Runs a condition: a comparison result, or a number (true when not zero). */
export function runCondition(formula: CompiledFormula, scope: Scope): boolean {
  const value = run(formula, scope);
  if (typeof value === "boolean") return value;
  if (math.isBigNumber(value)) {
    if (value.isNaN()) fail("not_finite", `condition "${formula.text}" gave NaN`);
    return !value.isZero();
  }
  return fail("invalid_result", `condition "${formula.text}" did not give true/false`);
}

export function big(value: string | number): Big {
  return math.bignumber(value) as BigNumber;
}
