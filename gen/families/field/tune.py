"""`gen tune`: measure the top candidate plans in one process and record the winner as wisdom.

Candidates are the cheapest (by the cost model) combinations of split tree x reduction strategy x
code-shape variant. Each is emitted as a kernel with its own symbol prefix; one generated driver
times all their `mul`s interleaved (rotating order every round, medians of 301 rounds of 64
independent calls), so drift hits all candidates alike. The fastest is recorded in a wisdom file:
small, deterministic TOML keyed by field, ISA, CPU model and compiler. `gen --wisdom FILE` then
rebuilds exactly that plan without measuring, so regeneration stays byte-identical.
"""
from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ...check.driver import compile_and_run
from ...dp.planner import Plan, build_programs, candidate_reductions, candidate_trees
from ...dp.tree import Tree, kara2, kara3, school
from ...errors import GenError
from ...ir import words_for
from ...isa import Target
from ...prove import prove
from ...reduce import ReductionStrategy, candidate_strategies
from ...spec import Field
from ...tune.host import host_compiler, host_identity, where_measured
from ...tune.wisdom import WisdomTable, fastest, read_table
from ...tune.wisdom import record as record_entry
from .render import render

TOP_K = 6
REPS = 301


# -- plan <-> text ---------------------------------------------------------------------------------
def tree_to_text(t: Tree) -> str:
    if t.kind == "clmul":
        return "1"
    if t.kind == "school":
        return f"S{t.n}"
    if t.kind == "kara2":
        return f"K2({t.n},{t.split}:{tree_to_text(t.children[0])},{tree_to_text(t.children[1])})"
    return f"K3({t.n},{t.split}:{tree_to_text(t.children[0])},{tree_to_text(t.children[2])})"


def tree_from_text(text: str) -> Tree:
    tree, rest = _parse_tree(text.strip())
    if rest:
        raise GenError(f"bad split tree in wisdom: {text!r}")
    return tree


def _parse_tree(s: str) -> tuple[Tree, str]:
    if s.startswith("1"):
        return school(1), s[1:]
    m = re.match(r"S(\d+)", s)
    if m:
        return school(int(m.group(1))), s[m.end():]
    m = re.match(r"K([23])\((\d+),(\d+):", s)
    if not m:
        raise GenError(f"bad split tree in wisdom near {s[:20]!r}")
    kind, n, split = m.group(1), int(m.group(2)), int(m.group(3))
    first, rest = _parse_tree(s[m.end():])
    if not rest.startswith(","):
        raise GenError("bad split tree in wisdom: expected ','")
    second, rest = _parse_tree(rest[1:])
    if not rest.startswith(")"):
        raise GenError("bad split tree in wisdom: expected ')'")
    try:
        tree = kara2(n, split, first, second) if kind == "2" else kara3(n, split, first, second)
    except AssertionError:
        raise GenError(f"inconsistent split tree in wisdom: K{kind}({n},{split})") from None
    return tree, rest[1:]


def strategy_to_text(s: ReductionStrategy) -> str:
    return f"{s.family}:{','.join(s.methods)}"


def strategy_from_text(text: str) -> ReductionStrategy:
    family, _, methods = text.partition(":")
    if family not in ("quotient-first", "fold", "word-fold"):
        raise GenError(f"bad reduction strategy in wisdom: {text!r}")
    return ReductionStrategy(family, tuple(m for m in methods.split(",") if m))


# -- candidates ------------------------------------------------------------------------------------
def fixed_plan(field: Field, target: Target, tree: Tree, strategy: ReductionStrategy, how: str) -> Plan:
    """A Plan for a given tree and reduction (no search)."""
    programs, estimates = build_programs(field, target, tree, strategy)
    return Plan(field, target, tree, strategy, programs, estimates, solver=how)


def candidate_plans(field: Field, target: Target, k: int = TOP_K) -> list[Plan]:
    """The k cheapest plans by the cost model, always including each variant's best."""
    n = words_for(field.m, target.word_bits)
    per_variant: list[list[Plan]] = []
    for variant in target.variants():
        trees = candidate_trees(variant, n, field.m)[:3]
        reductions = candidate_reductions(variant, field)[:3]
        plans = [fixed_plan(field, variant, t.item, r.item, "gen tune (measured)") for t in trees for r in reductions]
        plans.sort(key=lambda p: p.estimates["mul"].score)
        per_variant.append(plans)
    chosen = [plans[0] for plans in per_variant]
    rest = sorted((p for plans in per_variant for p in plans[1:]), key=lambda p: p.estimates["mul"].score)
    for p in rest:
        if len(chosen) >= k:
            break
        if not any(_same(p, q) for q in chosen):
            chosen.append(p)
    return chosen


def _same(p: Plan, q: Plan) -> bool:
    return (p.tree, p.reduction, p.target.variant_label) == (q.tree, q.reduction, q.target.variant_label)


# -- measuring ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Measured:
    plan: Plan
    ticks: float  # median mul throughput, TSC ticks per call


def _driver_source(names: list[str], m: int, element: bool, words: int) -> str:
    lines = ["#include <stdint.h>", "#include <stdio.h>", "#include <stdlib.h>", "#include <x86intrin.h>"]
    lines += [f'#include "{n}.h"' for n in names]
    K = len(names)
    lines += [
        f"#define K {K}", "#define BATCH 64", f"#define REPS {REPS}", f"#define W {words}",
        "static uint64_t A[BATCH * W], B[BATCH * W], R[BATCH * W];",
        "static double samples[K][REPS];",
        "static uint64_t tick(void) { _mm_lfence(); uint64_t t = __rdtsc(); _mm_lfence(); return t; }",
        "static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b;"
        " return (x > y) - (x < y); }",
        "static void run(int k) {", "  switch (k) {",
    ]
    for i, n in enumerate(names):
        if element:
            call = f"R[j] = (uint64_t){n}_mul(({n}_t)A[j], ({n}_t)B[j]);"
        else:
            call = f"{n}_mul(R + j * W, A + j * W, B + j * W);"
        lines.append(f"  case {i}: for (int j = 0; j < BATCH; j++) {{ {call} }} break;")
    top_mask = f"(~0ULL >> {(64 - m % 64) % 64})"
    lines += [
        "  }", "}",
        "int main(void) {",
        "  uint64_t x = 0x9e3779b97f4a7c15ULL;",
        "  for (int i = 0; i < BATCH * W; i++) {",
        "    x ^= x << 13; x ^= x >> 7; x ^= x << 17; A[i] = x;",
        "    x ^= x << 13; x ^= x >> 7; x ^= x << 17; B[i] = x;",
        f"    if (i % W == W - 1) {{ A[i] &= {top_mask}; B[i] &= {top_mask}; }}",
        "  }",
        "  for (int w = 0; w < 200; w++) run(w % K);",
        "  for (int r = 0; r < REPS; r++)",
        "    for (int i = 0; i < K; i++) { int k = (i + r) % K; uint64_t t0 = tick(); run(k);"
        " samples[k][r] = (double)(tick() - t0) / BATCH; }",
        "  uint64_t sum = 0; for (int i = 0; i < BATCH * W; i++) sum ^= R[i];",
        '  printf("{\\"checksum\\": %llu, \\"ticks\\": [", (unsigned long long)sum);',
        "  for (int k = 0; k < K; k++) { qsort(samples[k], REPS, sizeof(double), cmp);"
        ' printf("%s%.3f", k ? ", " : "", samples[k][REPS / 2]); }',
        '  printf("]}\\n");', "  return 0;", "}",
    ]
    return "\n".join(lines) + "\n"


def measure_plans(field: Field, plans: list[Plan], cc: str | None = None) -> list[Measured]:
    """Emit every plan, link them into one driver, time them interleaved."""
    if not plans:
        return []
    cc = cc or host_compiler()
    names = [f"cand{i}" for i in range(len(plans))]
    target = plans[0].target
    element = field.m <= 64
    with tempfile.TemporaryDirectory(prefix="gen-tune-") as tmp:
        d = Path(tmp)
        sources = []
        for name, plan in zip(names, plans):
            proofs = [prove(plan.programs[k], k, field) for k in ("mul", "clmul", "reduce", "sqr")]
            for fname, text in render(plan, proofs, sym=name, header_only=False, command="gen tune").items():
                (d / fname).write_text(text)
            sources.append(str(d / f"{name}.c"))
        (d / "tune.c").write_text(_driver_source(names, field.m, element, -(-field.m // 64)))
        exe = d / "tune"
        cmd = [cc, "-O2", "-Wall", "-Wextra", "-Werror", *target.cflags, "-I", str(d), str(d / "tune.c"),
               *sources, "-o", str(exe)]
        ticks = compile_and_run(cmd, exe, "tuning driver")["ticks"]
    return [Measured(p, float(t)) for p, t in zip(plans, ticks)]


# -- wisdom ------------------------------------------------------------------------------------------------
PLAN_TABLE = WisdomTable("plan", ("field", "isa", "cpu", "compiler", "tree", "reduction", "variant"), "field")


def wisdom_key(field: Field, target: Target) -> tuple[str, str]:
    return field.text, target.name


def read_wisdom(path: Path) -> list[dict]:
    """The [[plan]] entries (measured plan choices of single field kernels)."""
    return read_table(path, PLAN_TABLE)


def record(path: Path, plan: Plan) -> None:
    """Record `plan` as the measured choice for its field and ISA on this host."""
    entry = {"field": plan.field.text, "isa": plan.target.name, **host_identity(), "tree": tree_to_text(plan.tree),
             "reduction": strategy_to_text(plan.reduction), "variant": plan.target.variant_key}
    record_entry(path, PLAN_TABLE, entry, lambda e: (e["field"], e["isa"]) == wisdom_key(plan.field, plan.target))


def plan_from_wisdom(path: Path, field: Field, target: Target) -> Plan | None:
    """The recorded plan for (field, ISA), or None when the wisdom has no entry for it."""
    for e in read_wisdom(path):
        if (e["field"], e["isa"]) != wisdom_key(field, target):
            continue
        variant = next((v for v in target.variants() if v.variant_key == e.get("variant", "")), target)
        tree = tree_from_text(e["tree"])
        if tree.n != words_for(field.m, target.word_bits):
            raise GenError(f"wisdom entry for {field.text} on {target.name} has a tree for {tree.n} words")
        strategy = strategy_from_text(e["reduction"])
        if strategy not in candidate_strategies(field, target.word_bits, target.has_clmul):
            raise GenError(f"wisdom reduction {e['reduction']!r} is not valid for {field.text} on {target.name}")
        return fixed_plan(field, variant, tree, strategy, f"wisdom {Path(path).name} (measured on {where_measured(e)})")
    return None


def tune(field: Field, target: Target, wisdom: Path, k: int = TOP_K) -> list[Measured]:
    """Measure the top-k plans, record the fastest in `wisdom` (ties within gen.tune.wisdom.NOISE go
    to the cost model's favourite), return all, the winner first."""
    candidates = candidate_plans(field, target, k)
    results = measure_plans(field, candidates)
    winner = fastest(results, lambda r: r.ticks, lambda r: candidates.index(r.plan))
    results.sort(key=lambda r: (r is not winner, r.ticks))
    record(wisdom, winner.plan)
    return results
