"""The files of a ring kernel: the recursion's steps, the base kernels and the reduction in the ring.h/.c skeletons."""
from __future__ import annotations

from ... import __version__
from ...dp.karatsuba import RecursionPlan, karatsuba_split, step_scratch, toom3_split
from ...isa import Target
from ...loops import VectorSpelling, print_block, print_function, print_vector_helpers
from ...render import render_files
from .glue import div1x_function, eval3_function, interp3_function, karatsuba_glue, karatsuba_sums, reduce_function
from .spec import Ring

RANDOM_PAIRS = 160  # a wrong bilinear map survives one random pair w.p. <= 3/4: (3/4)^160 < 2^-66


def render_ring(ring: Ring, target: Target, sym: str, design, *, header_only: bool, command: str, used_in: str,
                harness_planned: bool) -> dict[str, str]:
    """File name -> content (deterministic); design: the gen.families.ring.RingDesign."""
    rec, bases = design.recursion, design.bases
    W = ring.words
    spelling = vector_spelling(sym, target)
    steps = [_step_context(sym, rec, s, 1, spelling) for s in rec.sizes() if not rec.is_base(s)]
    dual_steps = [_step_context(sym, rec, s, 2, spelling) for s in rec.dual_sizes() if not rec.is_base(s)]
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
        base_proofs=base_proofs(bases) or "none: the base kernels are not IR programs",
        base_labels="; ".join(f"{b.size} words: {b.label}" for b in bases),
        harness_planned=harness_planned, random_pairs=RANDOM_PAIRS, harness_how=target.checked_with(),
        vector_bytes=target.vector_bytes, word_bits=target.word_bits,
        lanes=target.vector_bytes // 8, padded_words=-(-W // (target.vector_bytes // 8)) * (target.vector_bytes // 8),
        version=__version__, command=command, guard=f"{sym.upper()}_H",
        guard_macros=list(target.guard_macros), header_only=header_only,
        extra_includes=[i for i in target.includes() if i != "<stdint.h>"] + ["<string.h>"],
        type_decls=target.type_decls(f"{sym}_priv_"),
        helpers=target.helpers(f"{sym}_priv_", [b.program for b in bases if b.program is not None]),
        glue_proof=design.glue.describe(),
        vector_helpers=print_vector_helpers(spelling).rstrip("\n"),
        toom_functions="\n\n".join(print_function(f, spelling).rstrip("\n") for f in toom_functions(spelling.prefix)),
        reduce_function=print_function(reduce_function(ring.n, ring.tail, sym, "static inline " if header_only else ""),
                                       spelling).rstrip("\n"),
    )
    templates = {f"{sym}.h": "ring.h.j2"} | ({} if header_only else {f"{sym}.c": "ring.c.j2"})
    return render_files(templates, ctx)


def base_proofs(bases: list) -> str:
    """What the proofs of the base kernels cover, for the header (two-product vector-word programs
    are proved on the basis pairs of both products' operands, so nothing leaks between the lanes)."""
    text = ", ".join(f"{b.size}x{b.size} words: {b.proof.cases} basis pairs{b.proof_note}" for b in bases
                     if b.proof and b.lanes == 1)
    if any(b.lanes == 2 and b.program is not None for b in bases):
        text += " (the two-lane kernels print the same programs)"
    two = [f"{b.size}x{b.size} words two at once: {b.proof.cases} basis pairs of (a0|a1, b0|b1){b.proof_note}"
           for b in bases if b.lanes == 2 and b.program is None and b.proof]
    return ", ".join(x for x in (text, *two) if x)


def vector_spelling(sym: str, target: Target) -> VectorSpelling:
    """How the glue's vector loops are spelled for `target`: GCC vector words of its widest register."""
    return VectorSpelling(f"{sym}_priv_", target.vector_bytes // 8)


def toom_functions(prefix: str) -> list:
    """The Toom-3 routines every Toom-3 step calls (sizes at run time)."""
    div1x = div1x_function(prefix)
    return [eval3_function(prefix), div1x, interp3_function(prefix, div1x)]


def _step_context(sym: str, rec: RecursionPlan, s: int, lanes: int, spelling: VectorSpelling) -> dict:
    """What the template needs for the step computing `lanes` products of s words; a Karatsuba step's
    sums and recombination are printed from the glue IR (gen.families.ring.glue)."""
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
    names = [("a", "b", "as", "bs", "r", "m")] if lanes == 1 else \
        [("a0", "b0", "as0", "bs0", "r0", "m0"), ("a1", "b1", "as1", "bs1", "r1", "m1")]
    ctx |= dict(sums=[print_block(karatsuba_sums(h, low, a, b, a_sum, b_sum), spelling).rstrip("\n")
                      for a, b, a_sum, b_sum, _, _ in names],
                glue=[print_block(karatsuba_glue(h, low, r, m), spelling).rstrip("\n") for *_, r, m in names])
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


