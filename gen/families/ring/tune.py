"""`gen tune --ring`: time candidate ring plans in one process and record the fastest as wisdom.

A ring plan is two thresholds (gen.dp.karatsuba): base kernels up to base_max words, Toom-3 steps
from toom_min words, Karatsuba steps between. First the base kernels themselves are timed on the
host (every unrolled size, one and, on two-lane targets, two products per call; on avx512 also every
zmm schoolbook and in-register Karatsuba kernel the planner offers, one and four products per call,
on avx2-vpclmul every ymm in-register Karatsuba kernel), so the DP prices
plans with measured base costs rather than the shipped table. The DP then ranks every threshold
pair, with and without four products per call on avx512; plans with the same shape are one candidate; the best of each Toom-3 depth (none, one level,
two, ...) and then the cheapest of each further family (Toom-3 depth and base sizes) are kept, up
to TOP_K. Each is emitted as a ring kernel with its own symbol prefix, and one
driver times all their unreduced products interleaved (rotating order every round, medians), after
checking they all compute the same product. The fastest (ties within NOISE go to the model's
favourite) is recorded as a [[ring]] entry of the wisdom file, which gen.ring reads back.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ...dp.karatsuba import MAX_BASE_WORDS, RecursionPlan, glue_cost, recursion_cost, toom_candidates
from ...dp.planner import best_trees
from ...isa import Target
from ...render import render_dual_product
from ...tune.host import IDENTITY_KEYS, host_identity, where_measured
from ...tune.measure import Candidates, Timing, time_candidates
from ...tune.wisdom import WisdomTable, fastest, lookup, record
from .bases import (base_kernel, base_options, dual_base_options, generate_product, make_bases, offers_four_per_call,
                    predicted_product_costs, quad_base_options)
from .spec import Ring

TOP_K = 8
REPS = 51


def shape(plan: RecursionPlan) -> tuple:
    """What the emitted code depends on: the kind of every size visited, per lane count."""
    return (plan.per_call, *(tuple((s, plan.kind(s)) for s in plan.lane_sizes(lanes)) for lanes in (1, 2, 4)))


def toom_depth(plan: RecursionPlan) -> int:
    """Toom-3 levels along the first product's path from the top."""
    d, s = 0, plan.words
    while not plan.is_base(s):
        d += plan.kind(s) == "toom3"
        s = plan.calls(s)[0][0]
    return d


def measure_base_costs(target: Target, max_size: int, cc: str | None = None) -> tuple[dict, dict | None]:
    """Ticks per call of every unrolled base kernel 1..max_size on this host (and of the two-product
    forms on two-lane targets), timed interleaved in one driver: (costs, dual_costs or None)."""
    per64 = 64 // target.word_bits
    trees = best_trees(target, max_size * per64)
    dual = target.dual_lanes
    funcs, runs, programs = [], [], []
    for s in range(1, max_size + 1):
        single = base_kernel(s, trees[s * per64][0], target, "m")
        programs.append(single.program)
        funcs.append(f"__attribute__((noinline)) static void b{s}(uint64_t *c, const uint64_t *a, const uint64_t *b)\n"
                     f"{{\n{single.body}\n}}")
        runs.append(f"b{s}(C, A, B);")
        if dual:
            funcs.append(f"__attribute__((noinline)) static void db{s}(uint64_t *c0, uint64_t *c1, const uint64_t *a0, "
                         f"const uint64_t *b0, const uint64_t *a1, const uint64_t *b1)\n"
                         f"{{\n{render_dual_product(single.program, target, s)}\n}}")
            runs.append(f"db{s}(C, C + 64, A, B, A + 32, B + 32);")
    includes = "\n".join(f"#include {i}" for i in target.includes())
    declarations = (f"{includes}\n{target.type_decls('m_priv_')}{target.helpers('m_priv_', programs)}\n"
                    f"static uint64_t A[64], B[64], C[128];\n" + "\n".join(funcs))
    setup = "    hc_rand_bits(seed, A, 64, 64 * 64);\n    hc_rand_bits(seed, B, 64, 64 * 64);"
    candidates = Candidates(declarations, setup, runs, "C[0] ^ C[127]")
    timing = Timing(reps=201, calls=128, warm_each=True, warmup=20 * len(runs))
    ticks = time_candidates(candidates, timing, target.cflags, "base kernel timing driver", cc=cc)
    step = 2 if dual else 1
    costs = {s: ticks[(s - 1) * step] for s in range(1, max_size + 1)}
    dual_costs = {s: ticks[(s - 1) * step + 1] for s in range(1, max_size + 1)} if dual else None
    return costs, dual_costs


def measure_vector_base_costs(target: Target, words: int, cc: str | None = None) -> tuple[dict[int, float], ...]:
    """Ticks per call of every base kernel up to `words` that is not an IR program (the zmm
    schoolbooks and in-register Karatsuba kernels base_options offers; on two-lane targets also the
    two-product in-register Karatsuba kernels dual_base_options offers; on zmm targets the
    four-product kernels quad_base_options offers), timed interleaved in one driver: (one product per
    call, two products per call, four products per call)."""
    costs, kinds = base_options(target, words)
    dual = dual_base_options(target, costs, kinds)
    sizes = sorted(s for s, kind in kinds.items() if kind != "ir")
    dual_sizes = sorted(s for s, kind in dual[1].items() if kind != "ir") if dual is not None else []
    quad = quad_base_options(target, costs)
    quad_sizes = sorted(quad[1]) if quad is not None else []
    if not sizes and not dual_sizes:
        return {}, {}, {}
    kernels = make_bases(target, "m", sizes, kinds, dual_sizes, dual[1] if dual is not None else None, quad_sizes)
    top = max(sizes + dual_sizes + quad_sizes)
    operands = {1: "(uint64_t *c, const uint64_t *a, const uint64_t *b)"}
    operands |= {n: "(" + ", ".join([f"uint64_t *c{p}" for p in range(n)]
                                    + [f"const uint64_t *{x}{p}" for p in range(n) for x in "ab"]) + ")" for n in (2, 4)}
    funcs = [f"__attribute__((noinline)) static void {k.fn_name}{operands[k.lanes]}\n{{\n{k.body}\n}}" for k in kernels]
    includes = "\n".join(f"#include {i}" for i in target.includes())
    declarations = f"{includes}\nstatic uint64_t A[{4 * top}], B[{4 * top}], C[{8 * top}];\n" + "\n".join(funcs)
    setup = (f"    hc_rand_bits(seed, A, {4 * top}, {256 * top});\n"
             f"    hc_rand_bits(seed, B, {4 * top}, {256 * top});")

    def run(k) -> str:
        args = [f"C + {2 * top * p}" for p in range(k.lanes)] + [f"{x} + {top * p}" for p in range(k.lanes) for x in "AB"]
        return f"{k.fn_name}({', '.join(args)});"

    runs = [run(k) for k in kernels]
    candidates = Candidates(declarations, setup, runs, f"C[0] ^ C[{8 * top - 1}]")
    ticks = time_candidates(candidates, Timing(reps=101, calls=32, warm_each=True, warmup=4 * len(runs)),
                            target.cflags, "vector base kernel timing driver", cc=cc)
    return tuple({k.size: t for k, t in zip(kernels, ticks) if k.lanes == lanes} for lanes in (1, 2, 4))


PRODUCT_BATCH = 16  # independent products per sample, on distinct inputs (throughput, as bench/compare times)


def measure_product_kinds(target: Target, sizes: list[int], cc: str | None = None) -> dict[int, dict[str, float]]:
    """Ticks per call of the n x n product as each kind generate_product offers on `target` (the IR
    split tree, the in-register Karatsuba kernels), for every n in `sizes`, timed interleaved on this
    host, PRODUCT_BATCH independent products per sample: {n: {kind: ticks per product}}. Each kernel's
    figure is the lower of two drivers that lay the kernels out in opposite orders: where code sits
    moved the IR kernels by up to 1.6x between drivers on a Xeon, and a user's build can get the
    better layout. Refuses (GenError) when two kinds of one size give different products."""
    cases = [(n, kind) for n in sizes for kind in predicted_product_costs(target, n)]
    forward = time_products(target, cases, cc)
    backward = time_products(target, cases[::-1], cc)
    out: dict[int, dict[str, float]] = {}
    for case in cases:
        out.setdefault(case[0], {})[case[1]] = min(forward[case], backward[case])
    return out


def time_products(target: Target, cases: list[tuple[int, str]], cc: str | None = None) -> dict[tuple[int, str], float]:
    """Ticks per product of every (n, kind) in `cases`, in one driver (its kernels in that order),
    after checking every kind against the first of its size on random inputs."""
    top = max(n for n, _ in cases)
    headers, runs = [], []
    for k, (n, kind) in enumerate(cases):
        sym = f"p{k}"
        headers.append(generate_product(n, target.name, name=sym, kind=kind).source)
        headers.append(f"__attribute__((noinline)) static void t{k}(uint64_t *c, const uint64_t *a, const uint64_t *b)\n"
                       f"{{\n    {sym}_clmul(c, a, b);\n}}")
        runs.append(f"for (int i = 0; i < {PRODUCT_BATCH}; i++) t{k}(C + {2 * top} * i, A + {top} * i, B + {top} * i);")
    words = PRODUCT_BATCH * top
    declarations = "\n".join(headers) + f"\nstatic uint64_t A[{words}], B[{words}], C[{2 * words}];\n"
    setup = f"    hc_rand_bits(seed, A, {words}, {64 * words});\n    hc_rand_bits(seed, B, {words}, {64 * words});"
    first: dict[int, int] = {}
    for k, (n, _) in enumerate(cases):
        first.setdefault(n, k)
    checks = "".join(f"    t{first[n]}(R0, A, B);\n    t{k}(R1, A, B);\n    if (memcmp(R0, R1, {16 * n})) return {k};\n"
                     for k, (n, _) in enumerate(cases) if k != first[n])
    if checks:  # sizes with one kind have nothing to compare
        declarations += f"static uint64_t R0[{2 * top}], R1[{2 * top}];\n"
    differs = checks + "    return 0;"
    ticks = time_candidates(Candidates(declarations, setup, runs, f"C[0] ^ C[{2 * words - 1}]", differs),
                            Timing(reps=201, calls=4, warm_each=True, warmup=4 * len(runs)),
                            target.cflags, "product kind timing driver", cc=cc)
    return {case: t / PRODUCT_BATCH for case, t in zip(cases, ticks)}


def family(plan: RecursionPlan) -> tuple:
    """Plans of one family differ only in where Toom-3 starts below the top: same Toom-3 depth, same
    base sizes."""
    return (toom_depth(plan), plan.per_call,
            tuple(sorted(set(plan.base_sizes()) | set(plan.dual_base_sizes()) | set(plan.quad_base_sizes()))))


def candidate_recursions(target: Target, words: int, k: int = TOP_K,
                         measured: tuple[dict, dict | None] | None = None,
                         measured_vector: tuple[dict[int, float], ...] | None = None) -> list[RecursionPlan]:
    """Up to k distinct plans: the DP's best at each Toom-3 depth, then the next cheapest; priced
    with measured base costs when given (see measure_base_costs, measure_vector_base_costs), else
    the cost table's. On zmm targets every plan also with four products per call."""
    costs, kinds = base_options(target, words)
    dual = dual_base_options(target, costs, kinds)
    dual_costs, dual_kinds = dual if dual is not None else (None, None)
    quad_costs = None
    if measured_vector:
        one, two, *four = measured_vector
        costs = {s: one.get(s, c) if kinds[s] != "ir" else c for s, c in costs.items()}
        if dual_costs is not None:
            dual_costs = {s: two.get(s, c) if dual_kinds[s] != "ir" else c for s, c in dual_costs.items()}
        quad_costs = four[0] if four and four[0] else None
    if measured is not None:
        m_costs, m_dual = measured
        costs = {s: m_costs.get(s, c) if kinds[s] == "ir" else c for s, c in costs.items()}
        if dual_costs is not None and m_dual is not None:
            dual_costs = {s: m_dual.get(s, c) if dual_kinds[s] == "ir" else c for s, c in dual_costs.items()}
    quad = quad_base_options(target, costs)
    groupings = [(dual_costs, None)]
    if quad is not None:
        groupings.append((quad[0], quad_costs if quad_costs is not None else quad[1]))
    glue = glue_cost(target)
    seen: dict[tuple, RecursionPlan] = {}
    for base_max in sorted(costs):
        for toom_min in toom_candidates(words, base_max):
            for grouped, fours in groupings:
                cost = recursion_cost(words, base_max, costs, glue, grouped, toom_min, fours)
                if cost is None:
                    continue
                plan = RecursionPlan.grouped(words, base_max, cost, toom_min, grouped, fours)
                key = shape(plan)
                if key not in seen or cost < seen[key].cost:
                    seen[key] = plan
    ranked = sorted(seen.values(), key=lambda p: (p.cost, p.base_max, p.toom_min or 0))
    chosen: list[RecursionPlan] = []
    for depth, grouping in sorted({(toom_depth(p), p.per_call) for p in ranked}):  # each grouping timed
        chosen.append(next(p for p in ranked if (toom_depth(p), p.per_call) == (depth, grouping)))
    chosen.sort(key=lambda p: p.cost)
    chosen = chosen[:max(k - 2, len({p.per_call for p in ranked}))]
    taken = {family(p) for p in chosen}
    for p in ranked:  # then the cheapest of each further family (Toom-3 depth, grouping, base sizes)
        if len(chosen) >= k:
            break
        if family(p) not in taken:
            chosen.append(p)
            taken.add(family(p))
    chosen = chosen[:k]
    chosen.sort(key=lambda p: p.cost)
    return chosen


@dataclass(frozen=True)
class MeasuredRing:
    plan: RecursionPlan
    ticks: float  # median ticks of one unreduced product


def _product_candidates(names: list[str], words: int) -> Candidates:
    """One unreduced product of the same random pair per call of each candidate; all must agree."""
    includes = "\n".join(f'#include "{n}.h"' for n in names)
    scratch = "\n".join(f"static uint64_t S{i}[{n.upper()}_SCRATCH_WORDS];" for i, n in enumerate(names))
    declarations = f"{includes}\nstatic uint64_t A[{words}], B[{words}], C[{len(names)}][{2 * words}];\n{scratch}"
    setup = f"    hc_rand_bits(seed, A, {words}, {64 * words});\n    hc_rand_bits(seed, B, {words}, {64 * words});"
    runs = [f"{n}_clmul_scratch(C[{i}], A, B, S{i});" for i, n in enumerate(names)]
    differs = ("    for (int k = 1; k < TUNE_K; k++)\n"
               "        if (memcmp(C[0], C[k], sizeof C[0]))\n"
               "            return k;\n"
               "    return 0;")
    return Candidates(declarations, setup, runs, f"C[0][0] ^ C[0][{2 * words - 1}]", differs)


def measure_recursions(ring: Ring, target: Target, plans: list[RecursionPlan],
                       emit: Callable[[str, RecursionPlan], dict[str, str]], cc: str | None = None) -> list[MeasuredRing]:
    """Emit every plan's ring kernel (emit(name, plan) -> its files), link them into one driver, time
    their products interleaved after checking they agree."""
    names = [f"cand{i}" for i in range(len(plans))]
    files: dict[str, str] = {}
    for name, plan in zip(names, plans):
        files.update(emit(name, plan))
    timing = Timing(reps=REPS, warmup=3 * len(plans))
    ticks = time_candidates(_product_candidates(names, ring.words), timing, target.cflags, "ring tuning driver",
                            files, cc)
    return [MeasuredRing(p, t) for p, t in zip(plans, ticks)]


# -- wisdom ------------------------------------------------------------------------------------------------
# two_product_bases (optional): "ir" keeps the two-product base kernels IR programs on ymm halves
# where the in-register Karatsuba ones (which the DP would pick) did not measure faster in this ring;
# four_product_bases (zmm targets): "yes" or "no", whether base products go four per call (absent:
# the cheaper plan by the cost table)
RING_TABLE = WisdomTable("ring", ("ring", "isa", *IDENTITY_KEYS, "base_max", "toom_min", "two_product_bases",
                                  "four_product_bases"), "ring")


def record_ring(path: Path, ring: Ring, target: Target, plan: RecursionPlan) -> None:
    entry = {"ring": ring.text, "isa": target.name, **host_identity(), "base_max": plan.base_max,
             "toom_min": plan.toom_min or 0}
    if offers_four_per_call(target):
        entry["four_product_bases"] = "yes" if plan.four_per_call else "no"
    record(path, RING_TABLE, entry, lambda e: (e["ring"], e["isa"]) == (ring.text, target.name))


@dataclass(frozen=True)
class RingWisdom:
    """What a wisdom entry fixes for a ring on one ISA."""

    base_max: int
    toom_min: int | None
    where: str  # where it was measured
    ir_two_product_bases: bool = False  # keep the two-product bases IR programs (see RING_TABLE)
    four_per_call: bool | None = None  # base products four per call (see RING_TABLE); None: the cheaper plan


def thresholds_from_wisdom(path: Path, ring: Ring, target: Target) -> RingWisdom | None:
    """The newest entry recorded for (ring, ISA), or None."""
    e = lookup(path, RING_TABLE, lambda e: (e["ring"], e["isa"]) == (ring.text, target.name))
    if e is None:
        return None
    four = {"yes": True, "no": False}.get(e.get("four_product_bases", ""))
    return RingWisdom(int(e["base_max"]), int(e["toom_min"]) or None, where_measured(e), e.get("two_product_bases") == "ir",
                      four)


def tune_ring(ring: Ring, target: Target, wisdom: Path, emit: Callable[[str, RecursionPlan], dict[str, str]],
              k: int = TOP_K) -> list[MeasuredRing]:
    """Measure up to k candidate plans, record the fastest in `wisdom`, return all, the winner first."""
    measured = measure_base_costs(target, min(ring.words, MAX_BASE_WORDS))
    candidates = candidate_recursions(target, ring.words, k, measured, measure_vector_base_costs(target, ring.words))
    results = measure_recursions(ring, target, candidates, emit)
    winner = fastest(results, lambda r: r.ticks, lambda r: candidates.index(r.plan))
    results.sort(key=lambda r: (r is not winner, r.ticks))
    record_ring(wisdom, ring, target, winner.plan)
    return results
