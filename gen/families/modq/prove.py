"""The proof of a mod-q plan, for all inputs within the declared bounds.

1. Bounds. Every interval is derived again from the declared input intervals, statement by statement
   (loads take what the array holds, constants their values, lane ops gen.ir.lanes.op_interval, each
   reduction primitive the exact interval of its outputs over every input it can receive, found by
   gen.reduce.modq, which also checks it computes what it claims mod q on each of those inputs). No
   addition or subtraction may leave its lane, and every output must meet its contract.
2. Linearity. Given 1, every function is Z_q-linear in its input (bilinear for the base
   multiplications), so its values on a basis decide it: the transform on all n unit vectors against
   the reference matrix (gen.families.modq.reference), the inverse on the reference transforms of all
   unit vectors (it must return R times the unit vector), the base multiplication on every pair of unit
   vectors within a block (a dependency analysis first shows no output depends on another block's
   inputs), the accumulating forms on every pair of polynomials, and the pointwise helpers on every
   16-bit input.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ...errors import GenError
from ...ir.lanes import (Const, Shuffle, Imm, Interval, LaneFunction, Load, Loop, Macro, Op, Store, dependencies,
                         op_interval, simulate)
from ...reduce.modq import check_macro
from ...spec.prime import centered
from .plan import ModqPlan
from .reference import basemul, ntt_matrix
from . import reference
from .lower import POINTWISE
from . import rounding as rounding_module
from .rounding import decompose_constants, rounding_names
from ...prove.cache import key_of, remembered


class ModqProofError(GenError):
    pass


@dataclass
class ModqProof:
    functions: list[str]
    primitive_checks: int
    primitive_inputs: int
    identity_bounds: int  # montmul rectangles bounded by the identity instead of enumeration
    vectors: int  # basis inputs evaluated
    seconds: float
    rounding_inputs: int = 0  # coefficient inputs of the rounding functions compared with FIPS 204's definitions

    def describe(self) -> str:
        """One deterministic line for the provenance."""
        enumerated = f"{self.primitive_inputs} inputs"
        if self.identity_bounds:
            enumerated += f" ({self.identity_bounds} montmul ranges bounded by its exact identity)"
        return (f"bounds of {len(self.functions)} functions re-derived from the declared inputs (no lane overflows); "
                f"{self.primitive_checks} distinct reduction-primitive uses checked on every input they can receive "
                f"({enumerated}); Z_q-linearity on {self.vectors} basis inputs against the reference"
                + (f"; ML-DSA's rounding functions and norm check on {self.rounding_inputs} inputs against FIPS 204's "
                   f"definitions (every a in [0, q))" if self.rounding_inputs else ""))

    def summary(self) -> str:
        return f"{self.describe()} ({self.seconds:.1f} s)"


# -- 1. bounds -------------------------------------------------------------------------------------------------
def check_bounds(plan: ModqPlan, fn: LaneFunction, seen: dict, as_planned: bool = True) -> None:
    """Re-derive every interval of fn; ModqProofError on an overflow or a broken contract, or (as_planned)
    outputs other than the plan's. Every distinct primitive check goes into `seen`."""
    bits, prims = fn.bits, plan.prims
    iv: dict[int, Interval] = {}
    held: dict[tuple[str, int], Interval] = {}
    rows_of: dict[int, tuple] = {}

    def walk(stmts, envs):
        for s in stmts:
            if isinstance(s, Loop):
                walk(s.body, [{**e, s.var: i} for e in envs for i in range(s.count)])
            elif isinstance(s, Load):
                got = [held.get((s.array, s.index.at(e)), fn.inputs.get(s.array)) for e in envs]
                if any(g is None for g in got):
                    raise ModqProofError(f"{fn.name}: {s.array} read before it is written")
                iv[s.dst] = _union(got)
            elif isinstance(s, Store):
                for e in envs:
                    held[(s.array, s.index.at(e))] = iv[s.src]
            elif isinstance(s, Const):
                flat = [x for r in s.rows for x in r]
                iv[s.dst], rows_of[s.dst] = Interval(min(flat), max(flat)), s.rows
            elif isinstance(s, Op):
                args = [Interval(a.value, a.value) if isinstance(a, Imm) else iv[a] for a in s.args]
                out = op_interval(s.kind, args, s.imm, bits)
                if s.kind in ("add", "sub") and not out.fits(bits):
                    raise ModqProofError(f"{fn.name}: {s.kind} of {args[0]} and {args[1]} can leave the "
                                         f"{bits}-bit lane")
                iv[s.dst] = out
            elif isinstance(s, Macro):
                e = s.expansion
                variables = tuple(iv[a] for a in s.args[:e.variables])
                const_rows = [rows_of[a] for a in s.args[e.variables:]]
                tuples = tuple(sorted({t for rows in zip(*const_rows) for t in zip(*rows)})) if const_rows else ()
                check = check_macro(prims, e, variables, tuples)
                seen[(e.key, variables, tuples)] = check
                iv[s.dst] = check.interval
            elif isinstance(s, Shuffle):
                both = iv[s.src[0]].union(iv[s.src[1]])
                iv[s.dst[0]] = iv[s.dst[1]] = both

    walk(fn.body, [{}])
    outputs = [v for (a, _), v in held.items() if a == "r"]
    if len(outputs) * fn.lanes < fn.arrays["r"] or as_planned and _union(outputs) != fn.output_interval("r"):
        raise ModqProofError(f"{fn.name}: the outputs re-derived do not match the plan's")
    contract = _contract(plan, fn.name)
    if contract is not None and not _union(outputs).within(Interval.symmetric(contract)):
        raise ModqProofError(f"{fn.name}: outputs {_union(outputs)} break the contract |x| <= {contract}")


def _contract(plan: ModqPlan, name: str) -> int | None:
    c = plan.contracts
    return {"ntt": c.ntt_out, "invntt": c.invntt_out, "basemul": c.basemul_out, "reduce": c.reduce_out,
            "freeze": plan.spec.q - 1 if c.reduce_out else None,
            "tomont": plan.spec.q - 1}.get(name, c.acc_out if name.startswith("basemul_acc") else None)


def _union(ivs: list[Interval]) -> Interval:
    out = ivs[0]
    for x in ivs[1:]:
        out = out.union(x)
    return out


# -- 2. linearity ----------------------------------------------------------------------------------------------
def _run(fn: LaneFunction, inputs: dict[str, np.ndarray]) -> np.ndarray:
    out, overflows = simulate(fn, inputs)
    if overflows:
        raise ModqProofError(f"{fn.name}: lane overflow in simulation ({overflows[0]}) although the bounds hold")
    return out["r"]


def _same_mod(fn: str, got: np.ndarray, want: np.ndarray, q: int, what: str) -> None:
    bad = np.argwhere((got - want) % q != 0)
    if bad.size:
        i, j = bad[0]
        raise ModqProofError(f"{fn}: wrong on {what} {i}: coefficient {j} is {got[i, j]}, expected "
                             f"{centered(int(want[i, j]), q)} mod q")


def order_of(plan: ModqPlan) -> np.ndarray:
    """Position -> the standard index of the NTT-domain coefficient held there (the identity but for the
    native order)."""
    return np.array(plan.order if plan.order is not None else range(plan.spec.n), dtype=np.int64)


def check_transforms(plan: ModqPlan) -> int:
    """ntt on every unit vector against the reference (its outputs in the plan's NTT-domain order), invntt on
    their transforms (in that order): R times the unit vector."""
    spec, q = plan.spec, plan.spec.q
    n = spec.n
    eye = np.eye(n, dtype=np.int64)
    m = ntt_matrix(spec)
    order = order_of(plan)
    if sorted(order.tolist()) != list(range(n)):
        raise ModqProofError("the NTT-domain order is not a permutation")
    _same_mod("ntt", _run(plan.functions["ntt"], {"r": eye}), m.T[:, order], q, "unit vector")
    forward = np.vectorize(lambda x: centered(int(x), q))(m.T)[:, order]
    _same_mod("invntt", _run(plan.functions["invntt"], {"r": forward}), eye * (plan.prims.R % q), q,
              "the transform of unit vector")
    return 2 * n


def check_block_independence(plan: ModqPlan, fn: LaneFunction, k: int) -> None:
    """Output coefficient j of a base multiplication depends only on inputs in j's block (of any of the k
    polynomials)."""
    n, d = plan.spec.n, plan.spec.base_degree
    order = order_of(plan)
    where = np.argsort(order)  # standard index -> position
    deps = dependencies(fn, {"a": 0, "b": k * n})["r"][0]
    for j in range(n):
        allowed = 0
        block = order[j] // d * d
        for poly in range(k):
            for side in (0, k * n):
                for i in range(block, block + d):
                    allowed |= 1 << (side + poly * n + int(where[i]))
        if deps[j] & ~allowed:
            raise ModqProofError(f"{fn.name}: output {j} depends on inputs outside its block")


def check_basemul(plan: ModqPlan, name: str, k: int) -> int:
    """Every pair of unit vectors within a block, in every block at once (after check_block_independence),
    for every pair of the k polynomials."""
    spec, q = plan.spec, plan.spec.q
    n, d = spec.n, spec.base_degree
    fn = plan.functions[name]
    check_block_independence(plan, fn, k)
    r_inv = pow(plan.prims.R, -1, q)
    cases = [(pa, pb, u, v) for pa in range(k) for pb in range(k) for u in range(d) for v in range(d)]
    a = np.zeros((len(cases), k * n), dtype=np.int64)
    b = np.zeros_like(a)
    want = np.zeros((len(cases), n), dtype=np.int64)
    for c, (pa, pb, u, v) in enumerate(cases):
        a[c, pa * n + u:(pa + 1) * n:d] = 1
        b[c, pb * n + v:(pb + 1) * n:d] = 1
        if pa == pb:
            want[c] = basemul(spec, list(a[c, pa * n:(pa + 1) * n]), list(b[c, pb * n:(pb + 1) * n]), r_inv)
    order = order_of(plan)  # the inputs and outputs in the NTT-domain order
    positions = np.concatenate([p * n + order for p in range(k)])
    _same_mod(name, _run(fn, {"a": a[:, positions], "b": b[:, positions]}), want[:, order], q, "basis pair")
    return len(cases)


POINTWISE_SAMPLES = 1 << 20  # inputs per pointwise helper on 32-bit lanes (16-bit: every value)


def pointwise_inputs(fn: LaneFunction) -> np.ndarray:
    """Every value of fn's input interval when there are at most 2^16, else its 2^12 values at each end
    and 2^20 random ones (their primitives are proved over the whole interval in the bounds step)."""
    iv = fn.inputs["r"]
    if iv.hi - iv.lo < 1 << 16:
        return np.arange(iv.lo, iv.hi + 1, dtype=np.int64)
    ends = np.arange(1 << 12, dtype=np.int64)
    rng = np.random.default_rng(3)
    return np.concatenate([iv.lo + ends, iv.hi - ends, rng.integers(iv.lo, iv.hi + 1, POINTWISE_SAMPLES)])


def check_pointwise(plan: ModqPlan, name: str) -> int:
    """The pointwise helpers on every 16-bit input they take (32-bit: edges and random inputs); each output
    depends on its own input only."""
    spec, q = plan.spec, plan.spec.q
    n = spec.n
    fn = plan.functions[name]
    values = pointwise_inputs(fn)
    values = np.concatenate([values, values[:(-values.size) % n]]).reshape(-1, n)
    deps = dependencies(fn, {"r": 0})["r"][0]
    if any(deps[j] != 1 << j for j in range(n)):
        raise ModqProofError(f"{name}: an output depends on another coefficient")
    scale = plan.prims.R % q if name == "tomont" else 1
    _same_mod(name, _run(fn, {"r": values}), values * scale, q, "input row")
    return values.size


def prove_modq(plan: ModqPlan) -> ModqProof:
    t0 = time.monotonic()
    seen: dict = {}
    for fn in plan.functions.values():
        check_bounds(plan, fn, seen)
    checks = list(seen.values())
    vectors = check_transforms(plan)
    vectors += check_basemul(plan, "basemul", 1)
    for k in plan.acc:
        vectors += check_basemul(plan, f"basemul_acc{k}", k)
    vectors += sum(check_pointwise(plan, name) for name in POINTWISE)
    rounded = sum(check_rounding(plan, name) for name in rounding_names(plan.rounding)) if plan.rounding else 0
    return ModqProof(list(plan.functions), len(checks), sum(c.inputs for c in checks),
                     sum(not c.exhaustive for c in checks), vectors, time.monotonic() - t0, rounded)


# -- 3. ML-DSA's rounding functions ----------------------------------------------------------------------------
def _rows(values: np.ndarray, n: int) -> np.ndarray:
    """values padded (repeating its start) to whole rows of n."""
    return np.concatenate([values, values[:(-values.size) % n]]).reshape(-1, n)


ROUNDING_CHUNK = 2048  # polynomials simulated at a time (every SSA value of a batch is kept while it runs)


def _simulated(fn: LaneFunction, inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """simulate() over the batch in chunks of ROUNDING_CHUNK rows; ModqProofError on a lane overflow."""
    rows = next(iter(inputs.values())).shape[0]
    parts = []
    for start in range(0, rows, ROUNDING_CHUNK):
        out, overflows = simulate(fn, {k: v[start:start + ROUNDING_CHUNK] for k, v in inputs.items()})
        if overflows:
            raise ModqProofError(f"{fn.name}: lane overflow in simulation ({overflows[0]}) although the bounds hold")
        parts.append(out)
    return {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}


def _same(fn: str, got: np.ndarray, want: np.ndarray, what: str) -> None:
    bad = np.argwhere(got != want)
    if bad.size:
        i, j = bad[0]
        raise ModqProofError(f"{fn}: wrong on {what} row {i}: coefficient {j} is {got[i, j]}, expected {want[i, j]}")


def _edges(iv: Interval, around: list[int], reach: int) -> np.ndarray:
    """Every value within `reach` of each point of `around` and of the interval's ends, clipped to it."""
    pts = [iv.lo, iv.hi, *around]
    out = np.unique(np.concatenate([np.arange(p - reach, p + reach + 1) for p in pts]))
    return out[(out >= iv.lo) & (out <= iv.hi)].astype(np.int64)


def check_rounding(plan: ModqPlan, name: str) -> int:
    """One rounding function against gen.families.modq.reference: power2round, decompose and use_hint (both
    hint bits) on every a in [0, q); make_hint on every a0 within 2^12 of 0, +-gamma2, +-alpha and the
    domain's ends and 2^16 random ones, for a1 = 0, 1, (q - 1)/alpha and the domain's ends (its only
    breakpoints are a0 = +-gamma2 and a1 = 0); chknorm on every |a| <= 2^21 and near the domain's ends for
    several bounds B, per-lane counts against the reference. Returns the coefficient inputs run. Bounds are
    proved by check_bounds. Remembered on disk (gen.prove.cache) by the function's lane program."""
    fn = plan.functions[name]
    key = key_of([repr((plan.spec.q, plan.spec.n, plan.rounding, name, fn.lanes, fn.bits, fn.arrays, fn.inputs,
                        fn.body))], [Path(__file__), Path(reference.__file__), Path(rounding_module.__file__)])
    return remembered(key, lambda: {"inputs": _check_rounding(plan, name, fn)})["inputs"]


def _check_rounding(plan: ModqPlan, name: str, fn: LaneFunction) -> int:
    q, n = plan.spec.q, plan.spec.n
    every = np.arange(q, dtype=np.int64)
    if name == "power2round":
        out = _simulated(fn, {"a": _rows(every, n)})
        r1, r0 = reference.power2round(_rows(every, n), plan.rounding.d)
        _same(name, out["r"], r1, "a")
        _same(name, out["r0"], r0, "a")
        return every.size
    if name == "chknorm":
        return _check_chknorm(plan, fn)
    kind, _, g = name.rpartition("_g")
    c = decompose_constants(q, int(g))
    if kind == "decompose":
        out = _simulated(fn, {"a": _rows(every, n)})
        r1, r0 = reference.decompose(_rows(every, n), q, c.alpha)
        _same(name, out["r"], r1, "a")
        _same(name, out["r0"], r0, "a")
        return every.size
    if kind == "use_hint":
        a = _rows(every, n)
        for bit in (0, 1):
            h = np.full_like(a, bit)
            out = _simulated(fn, {"a": a, "h": h})
            _same(name, out["r"], reference.use_hint(a, h, q, c.alpha), f"a (hint {bit})")
        return 2 * every.size
    rng = np.random.default_rng(5)
    a0 = np.concatenate([_edges(fn.inputs["a0"], [0, c.gamma2, -c.gamma2, c.alpha, -c.alpha], 1 << 12),
                         rng.integers(fn.inputs["a0"].lo, fn.inputs["a0"].hi + 1, 1 << 16)])
    total = 0
    for a1 in sorted({0, 1, c.m1, fn.inputs["a1"].lo, fn.inputs["a1"].hi}):
        x0 = _rows(a0, n)
        x1 = np.full_like(x0, a1)
        out = _simulated(fn, {"a0": x0, "a1": x1})
        _same(name, out["r"], reference.make_hint(x0, x1, c.gamma2), f"a0 (a1 = {a1})")
        total += a0.size
    return total


def _check_chknorm(plan: ModqPlan, fn: LaneFunction) -> int:
    q, n, L = plan.spec.q, plan.spec.n, fn.lanes
    words = fn.arrays["r"]
    values = _edges(fn.inputs["a"], [], 1 << 12)
    values = np.concatenate([np.arange(-(1 << 21), (1 << 21) + 1, dtype=np.int64), values])
    rows = _rows(values, n)
    total = 0
    for bound in (1, 2, (q - 1) // 88 - 78, (q - 1) // 32 - 196, (1 << 19) - 196, (q - 1) // 8):
        out = _simulated(fn, {"a": rows, "b": np.full((rows.shape[0], L), bound, dtype=np.int64)})
        over = (np.abs(rows) >= bound).astype(np.int64)
        # coefficient i is counted in lane i mod L of block i // (n / words * L)
        blocks = words // L
        want = -over.reshape(rows.shape[0], blocks, n // (blocks * L), L).sum(axis=2).reshape(rows.shape[0], words)
        _same("chknorm", out["r"], want, f"a (B = {bound})")
        total += rows.size
    return total
