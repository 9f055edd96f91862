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
from dataclasses import dataclass
from pathlib import Path

from ...dp.planner import MUL_FORMS, Plan, candidate_reductions, candidate_trees, offers_zmm_mul, plan_with
from ...dp.tree import Tree, kara2, kara3, school
from ...errors import GenError
from ...ir import words_for
from ...isa import Target
from ...reduce import ReductionStrategy, candidate_strategies
from ...spec import Field
from ...tune.host import IDENTITY_KEYS, host_identity, where_measured
from ...tune.measure import Candidates, Timing, time_candidates
from ...tune.wisdom import WisdomTable, fastest, lookup, read_table
from ...tune.wisdom import record as record_entry
from .proofs import prove_plan
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
def fixed_plan(field: Field, target: Target, tree: Tree, strategy: ReductionStrategy, how: str,
               mul_form: str | None = None) -> Plan:
    """A Plan for a given tree and reduction (no search); mul_form as plan_with takes it."""
    return plan_with(field, target, tree, strategy, how, mul_form=mul_form)


def candidate_plans(field: Field, target: Target, k: int = TOP_K) -> list[Plan]:
    """The k cheapest plans by the cost model, always including each variant's best, and both forms of
    mul (IR, zmm) where the zmm one is offered."""
    n = words_for(field.m, target.word_bits)
    per_variant: list[list[Plan]] = []
    for variant in target.variants():
        trees = candidate_trees(variant, n, field.m)[:3]
        reductions = candidate_reductions(variant, field)[:3]
        plans = [fixed_plan(field, variant, t.item, r.item, "gen tune (measured)", "ir") for t in trees for r in reductions]
        plans.sort(key=lambda p: p.estimates["mul"].score)
        per_variant.append(plans)
    if offers_zmm_mul(field, target):  # the zmm mul with the best IR plan's clmul, reduce and sqr
        best = per_variant[0][0]
        per_variant.insert(0, [fixed_plan(field, best.target, best.tree, best.reduction, "gen tune (measured)", "zmm")])
    chosen = [plans[0] for plans in per_variant]
    rest = sorted((p for plans in per_variant for p in plans[1:]), key=lambda p: p.estimates["mul"].score)
    for p in rest:
        if len(chosen) >= k:
            break
        if not any(_same(p, q) for q in chosen):
            chosen.append(p)
    return chosen


def _same(p: Plan, q: Plan) -> bool:
    return (p.tree, p.reduction, p.target.variant_label, p.mul_form) == \
        (q.tree, q.reduction, q.target.variant_label, q.mul_form)


# -- measuring ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Measured:
    plan: Plan
    ticks: float  # median mul throughput, TSC ticks per call


BATCH = 64  # independent products per timed call


def _candidates(names: list[str], m: int, element: bool) -> Candidates:
    """BATCH independent products of random elements per call of each candidate's mul."""
    words = -(-m // 64)
    buffers = f"static uint64_t A[{BATCH} * {words}], B[{BATCH} * {words}], R[{BATCH} * {words}];"
    includes = "\n".join(f'#include "{n}.h"' for n in names)
    runs = []
    for n in names:
        if element:
            call = f"R[j] = (uint64_t){n}_mul(({n}_t)A[j], ({n}_t)B[j]);"
        else:
            call = f"{n}_mul(R + j * {words}, A + j * {words}, B + j * {words});"
        runs.append(f"for (int j = 0; j < {BATCH}; j++) {{ {call} }}")
    setup = (f"    for (int j = 0; j < {BATCH}; j++) {{\n"
             f"        hc_rand_bits(seed, A + j * {words}, {words}, {m});\n"
             f"        hc_rand_bits(seed, B + j * {words}, {words}, {m});\n"
             f"    }}")
    checksum = f"R[0] ^ R[{BATCH} * {words} - 1]"
    return Candidates(f"{includes}\n{buffers}", setup, runs, checksum)


def measure_plans(field: Field, plans: list[Plan], cc: str | None = None) -> list[Measured]:
    """Emit every plan, link them into one driver, time their muls interleaved."""
    if not plans:
        return []
    names = [f"cand{i}" for i in range(len(plans))]
    files: dict[str, str] = {}
    for name, plan in zip(names, plans):
        proofs = prove_plan(plan)
        files.update(render(plan, proofs, sym=name, header_only=False, command="gen tune"))
    timing = Timing(reps=REPS, warmup=200)
    ticks = time_candidates(_candidates(names, field.m, field.m <= 64), timing, plans[0].target.cflags,
                            "tuning driver", files, cc)
    return [Measured(p, t / BATCH) for p, t in zip(plans, ticks)]


# -- wisdom ------------------------------------------------------------------------------------------------
PLAN_TABLE = WisdomTable("plan", ("field", "isa", *IDENTITY_KEYS, "tree", "reduction", "variant", "mul"), "field")


def wisdom_key(field: Field, target: Target) -> tuple[str, str]:
    return field.text, target.name


def read_wisdom(path: Path) -> list[dict]:
    """The [[plan]] entries (measured plan choices of single field kernels)."""
    return read_table(path, PLAN_TABLE)


def record(path: Path, plan: Plan) -> None:
    """Record `plan` as the measured choice for its field and ISA on this host."""
    entry = {"field": plan.field.text, "isa": plan.target.name, **host_identity(), "tree": tree_to_text(plan.tree),
             "reduction": strategy_to_text(plan.reduction), "variant": plan.target.variant_key,
             **({"mul": plan.mul_form} if offers_zmm_mul(plan.field, plan.target) else {})}
    record_entry(path, PLAN_TABLE, entry, lambda e: (e["field"], e["isa"]) == wisdom_key(plan.field, plan.target))


def plan_from_wisdom(path: Path, field: Field, target: Target) -> Plan | None:
    """The recorded plan for (field, ISA), or None when the wisdom has no entry for it."""
    e = lookup(path, PLAN_TABLE, lambda e: (e["field"], e["isa"]) == wisdom_key(field, target))
    if e is not None:
        variant = next((v for v in target.variants() if v.variant_key == e.get("variant", "")), target)
        tree = tree_from_text(e["tree"])
        if tree.n != words_for(field.m, target.word_bits):
            raise GenError(f"wisdom entry for {field.text} on {target.name} has a tree for {tree.n} words")
        strategy = strategy_from_text(e["reduction"])
        if strategy not in candidate_strategies(field, target.word_bits, target.has_clmul):
            raise GenError(f"wisdom reduction {e['reduction']!r} is not valid for {field.text} on {target.name}")
        mul_form = e.get("mul")
        if mul_form not in (None, *MUL_FORMS):
            raise GenError(f"wisdom mul form {mul_form!r} for {field.text} on {target.name}: not one of {', '.join(MUL_FORMS)}")
        return fixed_plan(field, variant, tree, strategy, f"wisdom {Path(path).name} (measured on {where_measured(e)})",
                          mul_form)
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
