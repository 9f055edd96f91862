"""Rings F2[x]/(f) of large degree (HQC, BIKE: f = x^n - 1): spec -> plan -> proved base kernels -> C.

    ring = parse_ring("x^17669-1")
    kernel = generate_ring(ring, "avx512")   # pure: plan, prove the base kernels, render

The product is a recursive Karatsuba (gen.dp.karatsuba picks the depth) over fully unrolled base
products planned and proved like field kernels (IR bilinear type check + all basis pairs); the
reduction folds the high half back with funnel shifts (one fold for x^n - 1, two for a general
sparse f whose second-highest term is at most n/2). The whole kernel is checked by gen.ring_check.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from . import __version__
from .dp.karatsuba import (MAX_BASE_WORDS, RecursionPlan, glue_cost, karatsuba_split, plan_recursion,
                           predicted_base_costs, recursion_cost, step_scratch, toom3_split)
from .dp.planner import best_trees
from .emit import _environment, _tidy, harness_how
from .errors import GenError
from .field import _TERM  # one spelling of a term (`1`, `x`, `x^k`, `xk`, `x**k`) for fields and rings
from .isa import Target, get_target
from .product import build_product
from .schoolbook import zmm_schoolbook_body, zmm_schoolbook_counts
from .unparse import render_dual_product, render_function, shape_for
from .verify import Proof, prove_product

RING_N_MIN, RING_N_MAX = 2, 131072


@dataclass(frozen=True)
class Ring:
    """F2[x]/(f): f = x^n + sum of x^k for k in tail (all k < n)."""

    n: int
    tail: tuple[int, ...]  # exponents below n, descending

    @property
    def words(self) -> int:
        return -(-self.n // 64)

    @property
    def cyclic(self) -> bool:
        return self.tail == (0,)

    @property
    def text(self) -> str:
        if self.cyclic:
            return f"x^{self.n}-1"
        return "+".join([f"x^{self.n}"] + [("1" if k == 0 else "x" if k == 1 else f"x^{k}") for k in self.tail])

    @property
    def modulus(self) -> int:
        f = 1 << self.n
        for k in self.tail:
            f |= 1 << k
        return f

    @property
    def default_name(self) -> str:
        return f"ring_{self.n}" if self.cyclic else f"ring_{self.n}_" + "_".join(map(str, self.tail))

    @property
    def folds(self) -> int:
        return 1 if max(self.tail) == 0 else 2


def parse_ring(spec: str) -> Ring:
    """`x^17669-1`, `x^17669+1`, any sparse `x^n+...+1`, or an exponent list `17669,0`."""
    if not isinstance(spec, str) or not spec.strip():
        raise GenError("empty ring spec: give a polynomial such as 'x^17669-1'")
    text = re.sub(r"\s+", "", spec)
    if len(text) > 2000:
        raise GenError("ring spec is too long")
    if re.fullmatch(r"\d+(,\d+)+", text):
        exps = [int(e) for e in text.split(",") if len(e) <= 7]
        if len(exps) != text.count(",") + 1:
            raise GenError(f"ring spec {spec[:40]!r}: an exponent is too large")
    else:
        exps = []
        for term in re.split(r"[+-]", text):  # over GF(2), -1 = +1
            match = _TERM.match(term)
            if not match or (match.group(2) and len(match.group(2)) > 7):
                raise GenError(f"malformed ring spec {spec[:40]!r}: cannot read term {term[:20] or '(empty)'!r}")
            exps.append(0 if match.group(1) else int(match.group(2) or 1))
    if len(set(exps)) != len(exps):
        raise GenError(f"malformed ring spec {spec[:40]!r}: a term appears twice")
    exps.sort(reverse=True)
    n, tail = exps[0], tuple(exps[1:])
    if not RING_N_MIN <= n <= RING_N_MAX:
        raise GenError(f"ring degree n={n} is out of range: need {RING_N_MIN} <= n <= {RING_N_MAX}")
    if not tail or tail[-1] != 0:
        raise GenError(f"ring modulus {spec[:40]!r} needs a constant term (x^n - 1 or x^n + ... + 1)")
    if 2 * tail[0] > n:
        raise GenError(f"ring modulus {spec[:40]!r}: its second-highest term x^{tail[0]} must be at most "
                       f"x^{n // 2} (the reduction folds twice)")
    return Ring(n, tail)


@dataclass
class BaseKernel:
    size: int
    label: str
    proof: Proof
    fn_name: str
    body: str
    program: object
    lanes: int = 1  # 2: computes two independent products (c0 = a0*b0, c1 = a1*b1) per call


@dataclass
class RingKernel:
    ring: Ring
    target: Target
    name: str
    prefix: str
    command: str
    recursion: RecursionPlan
    bases: list[BaseKernel]
    files: dict[str, str]
    used_in: str = ""
    header_only: bool = False
    harness: object | None = None
    written_to: object | None = None
    ct: object | None = None
    warnings: list[str] = field(default_factory=list)
    plan_source: str = ""  # how the thresholds were chosen (the DP, or wisdom measured where)

    @property
    def sym(self) -> str:
        return self.prefix + self.name


def base_kernel(size: int, tree_choice, target: Target, sym: str) -> BaseKernel:
    """One unrolled size x size-word product, proved on all basis pairs of the printed program."""
    prog = target.prepare(build_product(size, tree_choice.item, target.word_bits))
    proof = prove_product(prog, 64 * size)
    fn = f"{sym}_priv_b{size}"
    shape = shape_for(64 * size + 1, target.word_bits)
    shape.clmul_api_words, shape.n_api_words = 2 * size, size
    body = render_function("clmul", fn, f"{sym}_priv_", prog, target, shape).body
    return BaseKernel(size, tree_choice.label, proof, fn, body, prog)


def generate_ring(spec: str | Ring, isa: str = "native", *, name: str | None = None, prefix: str = "",
                  header_only: bool = False, used_in: str = "", config: str | None = None,
                  default_name: str | None = None, profile=False, base_max: int | None = None,
                  toom_min: int | None = None, harness_planned: bool = True,
                  command: str | None = None, wisdom=None) -> RingKernel:
    """Plan, prove and render a ring kernel. Pure: nothing is compiled or written.

    base_max (and toom_min, the smallest Toom-3 step) force the plan's thresholds (what ring tuning
    measures); else a wisdom file's measured thresholds for this ring and ISA; else the DP's choice.
    command: the regeneration command to record, when another kernel (a tower) emits this one."""
    from .pipeline import canonical_command, check_identifier

    ring = spec if isinstance(spec, Ring) else parse_ring(spec)
    target = get_target(isa)
    if profile is not False:
        from .calibrate import with_profile

        target = with_profile(target, profile or None)
    default = default_name or ring.default_name
    name = check_identifier(name if name is not None else default, "--name")
    prefix = check_identifier(prefix, "--prefix", allow_empty=True)
    sym = check_identifier(prefix + name, "symbol prefix + name")
    words = ring.words
    costs, kinds = base_options(target, words)
    dual_costs = dual_base_costs(target, costs, kinds)
    plan_source = f"DP over thresholds ({target.costs.name} cost table)"
    if base_max is None and wisdom is not None:
        from .ring_tune import thresholds_from_wisdom

        found = thresholds_from_wisdom(wisdom, ring, target)
        if found is not None:
            base_max, toom_min, where = found
            if base_max not in costs:
                raise GenError(f"wisdom {wisdom}: base size {base_max} is not available for {ring.text} on {target.name}")
            plan_source = f"wisdom {Path(wisdom).name} (measured on {where})"
    if base_max is None:
        recursion = plan_recursion(target, words, max_base=max(costs), base_costs=costs, dual_costs=dual_costs)
    else:
        recursion = RecursionPlan(words, base_max, recursion_cost(words, base_max, costs, glue_cost(target), dual_costs,
                                                                 toom_min), dual_costs is not None, toom_min)
    bases = make_bases(target, sym, recursion.base_sizes(), kinds, recursion.dual_base_sizes())
    command = command or canonical_command(ring.text, target.name, name, prefix, header_only, config, default,
                                           "--ring")
    files = render_ring(ring, target, sym, recursion, bases, header_only=header_only, command=command,
                        used_in=used_in, harness_planned=harness_planned)
    return RingKernel(ring, target, name, prefix, command, recursion, bases, files, used_in, header_only,
                      plan_source=plan_source)


MAX_ZMM_BASE_WORDS = 24  # measured: 34/35-word zmm bases ran 9% slower than 17/18 for n = 17669


def base_options(target: Target, words: int) -> tuple[dict[int, float], dict[int, str]]:
    """Predicted cost and kind ("ir" unrolled split tree, "zmm" VPCLMULQDQ schoolbook) per base size."""
    costs = predicted_base_costs(target, min(words, MAX_BASE_WORDS))
    kinds = {s: "ir" for s in costs}
    if "vpclmulqdq_zmm" in target.features:
        clmul = sum(target.costs["clmul_zmm"].loads.values())
        for s in range(2, min(words, MAX_ZMM_BASE_WORDS) + 1):
            zmm = ZMM_ISSUE_FACTOR * clmul * zmm_schoolbook_counts(s)[0] + target.costs.call_overhead
            if s not in costs or zmm < costs[s]:
                costs[s], kinds[s] = zmm, "zmm"
    return costs, kinds


def dual_base_costs(target: Target, costs: dict[int, float], kinds: dict[int, str]) -> dict[int, float] | None:
    """Predicted cost of two products at once per IR base size on a two-lane target (else None)."""
    if not getattr(target, "dual_lanes", False):
        return None
    return {s: c + target.dual_overhead(s) for s, c in costs.items() if kinds[s] == "ir"}


ZMM_ISSUE_FACTOR = 1.4  # XORs share ports 0/5 with VPCLMULQDQ zmm (measured: 16 words, 88 products, 73-88 ticks)


def make_bases(target: Target, sym: str, sizes: list[int], kinds: dict[int, str],
               dual_sizes: list[int] = ()) -> list["BaseKernel"]:
    """The base kernels: one product per call for `sizes`, two per call (lanes) for `dual_sizes`."""
    per64 = 64 // target.word_bits
    ir_sizes = [s for s in (*sizes, *dual_sizes) if kinds[s] == "ir"]
    trees = best_trees(target, max(ir_sizes) * per64) if ir_sizes else {}
    out = []
    for s in sorted(sizes):
        if kinds[s] == "ir":
            out.append(base_kernel(s, trees[s * per64][0], target, sym))
        else:
            out.append(BaseKernel(s, f"VPCLMULQDQ zmm schoolbook {s}x{s}", None, f"{sym}_priv_b{s}",
                                  zmm_schoolbook_body(s), None))
    for s in sorted(dual_sizes):
        single = base_kernel(s, trees[s * per64][0], target, sym)
        out.append(BaseKernel(s, f"two at once: {single.label}", single.proof, f"{sym}_priv_db{s}",
                              render_dual_product(single.program, target, s), single.program, lanes=2))
    return out


def render_ring(ring: Ring, target: Target, sym: str, rec: RecursionPlan, bases: list[BaseKernel], *,
                header_only: bool, command: str, used_in: str, harness_planned: bool) -> dict[str, str]:
    """File name -> content (deterministic)."""
    W = ring.words
    steps = [_step_context(sym, rec, s, 1) for s in rec.sizes() if not rec.is_base(s)]
    dual_steps = [_step_context(sym, rec, s, 2) for s in rec.dual_sizes() if not rec.is_base(s)]
    steps.reverse()  # callees first
    dual_steps.reverse()
    top = _call(sym, rec, W)
    n, q, s_bits = ring.n, ring.n // 64, ring.n % 64
    ctx = dict(
        sym=sym, SYM=sym.upper(), n=n, ring_text=ring.text, used_in=used_in, isa=target.name,
        isa_description=target.description, cflags=" ".join(target.cflags), words=W,
        clmul_words=2 * W, scratch_words=2 * W + rec.scratch_words(), top=top,
        top_scratch=rec.scratch_words() > 0,
        plan=rec.describe(), cost_table=target.costs.name, cost_unit=target.costs.unit,
        predicted=f"{rec.cost:.0f}", bases=bases, steps=steps, dual_steps=dual_steps, cyclic=ring.cyclic,
        toom=any(k["kind"] == "toom3" for k in steps + dual_steps),
        tail=list(ring.tail), folds=ring.folds, q=q, s_bits=s_bits,
        top_mask=f"UINT64_C(0x{(1 << s_bits) - 1:016x})" if s_bits else "",
        ext_words=-(-max(ring.tail) // 64) + 1,
        base_proofs=", ".join(f"{b.size}x{b.size} words: {b.proof.cases} basis pairs" for b in bases
                              if b.proof and b.lanes == 1) + (" (the two-lane kernels print the same programs)"
                                                              if any(b.lanes == 2 for b in bases) else "")
        or "none: the base kernels are not IR programs",
        base_labels="; ".join(f"{b.size} words: {b.label}" for b in bases),
        harness_planned=harness_planned, random_pairs=RANDOM_PAIRS, harness_how=harness_how(target),
        vector_bytes=target.vector_bytes, word_bits=target.word_bits,
        lanes=target.vector_bytes // 8, padded_words=-(-W // (target.vector_bytes // 8)) * (target.vector_bytes // 8),
        version=__version__, command=command, guard=f"{sym.upper()}_H",
        guard_macros=list(target.guard_macros), header_only=header_only,
        extra_includes=[i for i in target.includes() if i != "<stdint.h>"] + ["<string.h>"],
        type_decls=target.type_decls(f"{sym}_priv_"),
        helpers=target.helpers(f"{sym}_priv_", [b.program for b in bases if b.program is not None]),
    )
    env = _environment()
    files = {f"{sym}.h": env.get_template("ring.h.j2").render(is_header=True, **ctx)}
    if not header_only:
        files[f"{sym}.c"] = env.get_template("ring.c.j2").render(is_header=False, **ctx)
    return {k: _tidy(v) for k, v in files.items()}


RANDOM_PAIRS = 160  # a wrong bilinear map survives one random pair w.p. <= 3/4: (3/4)^160 < 2^-66


def _step_context(sym: str, rec: RecursionPlan, s: int, lanes: int) -> dict:
    """What the template needs for the step computing `lanes` products of s words."""
    kind = rec.kind(s)
    own = lanes * step_scratch(kind, s)

    def scratch(size: int) -> str:  # the child's scratch argument, after this step's own
        return "" if rec.is_base(size) else f", t + {own}"

    ctx = dict(kind=kind, size=s, scratch=rec.scratch_words(s, lanes), paired=rec.dual and lanes == 1)
    if kind == "toom3":
        w, z = toom3_split(s)
        return ctx | dict(w=w, z=z, lane_words=step_scratch(kind, s),
                          call_w=_call(sym, rec, w, lanes), call_z=_call(sym, rec, z, lanes),
                          call_w1=_call(sym, rec, w + 1, lanes), call_pair_w=_call(sym, rec, w, 2),
                          call_pair_w1=_call(sym, rec, w + 1, 2), child_scratch=scratch(w),
                          child_scratch_z=scratch(z), child_scratch_w1=scratch(w + 1))
    h, low = karatsuba_split(s)
    if lanes == 2:
        return ctx | dict(h=h, l=low, call_h=_call(sym, rec, h, 2), call_l=_call(sym, rec, low, 2),
                          child_scratch_h=scratch(h), child_scratch_l=scratch(low))
    return ctx | dict(h=h, l=low, call_h=_call(sym, rec, h), call_l=_call(sym, rec, low),
                      call_pair=_call(sym, rec, h, lanes=2), child_scratch_h=scratch(h),
                      child_scratch_l=scratch(low), child_scratch_pair=scratch(h))


def _call(sym: str, rec: RecursionPlan, size: int, lanes: int = 1) -> str:
    """The function computing one (lanes=1) or two (lanes=2) size-word products."""
    if lanes == 2:
        return f"{sym}_priv_db{size}" if rec.is_base(size) else f"{sym}_priv_d{size}"
    return f"{sym}_priv_b{size}" if rec.is_base(size) else f"{sym}_priv_k{size}"


__all__ = ["Ring", "RingKernel", "parse_ring", "generate_ring", "render_ring"]


def ring_summary(kernel: RingKernel) -> str:
    """The one-screen report printed by the CLI for a ring kernel."""
    t, rec = kernel.target, kernel.recursion
    where = f" -> {kernel.written_to}/" + ", ".join(kernel.files) if kernel.written_to else ""
    lines = [f"{kernel.sym}: F2[x]/({kernel.ring.text}) ({kernel.ring.words} words) on {t.name}{where}",
             f"  plan      {rec.describe()}",
             f"  chosen by {kernel.plan_source}",
             "  bases     " + "; ".join(f"{b.size} words: {b.label}" for b in kernel.bases),
             f"  reduce    {'one cyclic fold (funnel shifts)' if kernel.ring.cyclic else f'{kernel.ring.folds} folds by the tail of f'}",
             f"  predicted product {rec.cost:.0f} ({t.costs.name}, {t.costs.unit}); scratch "
             f"{2 * kernel.ring.words + rec.scratch_words()} words"]
    proofs = [f"{b.size}x{b.size}: {b.proof.cases}" for b in kernel.bases if b.proof and b.lanes == 1]
    proofs += [f"{b.size}x{b.size} (two-lane print of that program)" for b in kernel.bases
               if b.lanes == 2 and not any(o.size == b.size and o.lanes == 1 for o in kernel.bases)]
    if proofs:
        lines.append(f"  proved    IR base kernels on all basis pairs ({', '.join(proofs)})")
    h = kernel.harness
    if h is not None:
        lines.append(f"  checked   {h.describe()}")
        if h.bench:
            unit = "ticks" if h.bench.get("unit") == "tsc" else h.bench.get("unit", "")
            lines.append(f"  measured  {unit} per call: mul {h.bench['mul']:.0f}, clmul {h.bench['clmul']:.0f}, "
                         f"reduce {h.bench['reduce']:.0f}, mul_sparse {h.bench['mul_sparse']:.0f} "
                         f"({h.bench['sparse_weight']} positions)")
    else:
        lines.append("  checked   harness not run (--no-verify)")
    if kernel.ct is not None:
        lines.append(f"  ct        {kernel.ct.describe()}")
    return "\n".join(lines)
