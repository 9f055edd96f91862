"""The files of a ring kernel: the recursion's steps, the base kernels and the reduction in the ring.h/.c skeletons."""
from __future__ import annotations

from ... import __version__
from ...dp.karatsuba import RecursionPlan, karatsuba_split, products_per_call, step_roles, step_scratch, toom3_split
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
    steps.reverse()  # callees first: four-product steps, then two-product ones, then single ones
    dual_steps = [_step_context(sym, rec, s, lanes, spelling) for lanes in (4, 2)
                  for s in reversed(rec.lane_sizes(lanes)) if not rec.is_base(s)]
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
    """What the proofs of the base kernels cover, for the header (two- and four-product vector-word
    programs are proved on the basis pairs of all products' operands, so nothing leaks between the
    lanes; a pair of calls of a one-product kernel is that kernel's proof)."""
    text = ", ".join(f"{b.size}x{b.size} words: {b.proof.cases} basis pairs{b.proof_note}" for b in bases
                     if b.proof and b.lanes == 1)
    if any(b.lanes == 2 and b.program is not None for b in bases):
        text += " (the two-lane kernels print the same programs)"
    lanes = {2: ("two", "a0|a1, b0|b1"), 4: ("four", "a0|a1|a2|a3, b0|b1|b2|b3")}
    several = [f"{b.size}x{b.size} words {lanes[b.lanes][0]} at once: {b.proof.cases} basis pairs of "
               f"({lanes[b.lanes][1]}){b.proof_note}" for b in bases if b.lanes > 1 and b.program is None and b.proof]
    return ", ".join(x for x in (text, *several) if x)


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

    ctx = dict(kind=kind, size=s, scratch=rec.scratch_words(s, lanes), paired=rec.dual and lanes == 1, lanes=lanes)
    if lanes > 1:
        ctx |= _lanes_context(sym, rec, s, lanes)
    if kind == "toom3":
        w, z = toom3_split(s)
        return ctx | dict(w=w, z=z, lane_words=step_scratch(kind, s),
                          call_w=_call(sym, rec, w, lanes), call_z=_call(sym, rec, z, lanes),
                          call_w1=_call(sym, rec, w + 1, lanes), call_pair_w=_call(sym, rec, w, 2),
                          call_pair_w1=_call(sym, rec, w + 1, 2), child_scratch=scratch(w),
                          child_scratch_z=scratch(z), child_scratch_w1=scratch(w + 1))
    h, low = karatsuba_split(s)
    names = [("a", "b", "as", "bs", "r", "m")] if lanes == 1 else \
        [(f"a{p}", f"b{p}", f"as{p}", f"bs{p}", f"r{p}", f"m{p}") for p in range(lanes)]
    ctx |= dict(sums=[print_block(karatsuba_sums(h, low, a, b, a_sum, b_sum), spelling).rstrip("\n")
                      for a, b, a_sum, b_sum, _, _ in names],
                glue=[print_block(karatsuba_glue(h, low, r, m), spelling).rstrip("\n") for *_, r, m in names])
    return ctx | dict(h=h, l=low, call_h=_call(sym, rec, h), call_l=_call(sym, rec, low),
                      call_pair=_call(sym, rec, h, lanes=2), child_scratch_h=scratch(h),
                      child_scratch_l=scratch(low), child_scratch_pair=scratch(h))


LANE_WORDS = {2: ("r0 = a0*b0 and r1 = a1*b1", "both", "pair"), 4: ("r_k = a_k*b_k for k = 0..3", "all four", "group")}


def _lanes_context(sym: str, rec: RecursionPlan, s: int, lanes: int) -> dict:
    """A step of several products: its name, parameters, words for its comment, and its calls."""
    outs = ", ".join(f"uint64_t *r{p}" for p in range(lanes))
    operands = [f"const uint64_t *a{p}, const uint64_t *b{p}" for p in range(lanes)]
    if lanes == 2:
        params = f"{outs}, {operands[0]},\n        {operands[1]}, uint64_t *t"
    else:
        params = ",\n        ".join([outs, *(", ".join(operands[i:i + 2]) for i in range(0, lanes, 2))]) + ", uint64_t *t"
    what, every, noun = LANE_WORDS[lanes]
    return dict(fn=_call(sym, rec, s, lanes), params=params, what=what, all=every, group_noun=noun,
                calls=_lane_calls(sym, rec, s, lanes))


def _lane_calls(sym: str, rec: RecursionPlan, s: int, lanes: int) -> list[str]:
    """The child calls of a step of `lanes` products: each group of like products (gen.dp.karatsuba
    step_roles, in its order) in calls of products_per_call, printed as f(out.., a, b, ..,
    scratch). Karatsuba: the a0*b0 call first, then a1*b1, then the middles; Toom-3: at 0 and 1,
    then a2*b2, then at x and x+1."""
    kind, own = rec.kind(s), lanes * step_scratch(rec.kind(s), s)
    lane = range(lanes)
    if kind == "karatsuba":
        h, _ = karatsuba_split(s)
        roles = [[(f"r{p}", f"a{p}", f"b{p}") for p in lane] + [(f"m{p}", f"as{p}", f"bs{p}") for p in lane],
                 [(f"r{p} + {2 * h}", f"a{p} + {h}", f"b{p} + {h}") for p in lane]]
    else:
        w, _ = toom3_split(s)
        roles = [[(f"r{p}", f"a{p}", f"b{p}") for p in lane] + [(f"a{p}p1", f"a{p}e1", f"b{p}e1") for p in lane],
                 [(f"r{p} + {4 * w}", f"a{p} + {2 * w}", f"b{p} + {2 * w}") for p in lane],
                 [(f"a{p}px", f"a{p}ex", f"b{p}ex") for p in lane] + [(f"a{p}px1", f"a{p}ex1", f"b{p}ex1") for p in lane]]
    chunks = []
    for (size, _), products in zip(step_roles(kind, s), roles):
        per_call = products_per_call(len(products), rec.dual, rec.group)
        chunks.append([(size, products[i:i + per_call]) for i in range(0, len(products), per_call)])
    ordered = [chunks[0][0], *chunks[1], *chunks[0][1:]] if kind == "karatsuba" else [c for role in chunks for c in role]
    out = []
    for size, products in ordered:
        args = [o for o, _, _ in products] + [x for _, a, b in products for x in (a, b)]
        child = "" if rec.is_base(size) else f", t + {own}"
        out.append(f"{_call(sym, rec, size, len(products))}({', '.join(args)}{child})")
    return out


CALL_PREFIXES = {1: ("b", "k"), 2: ("db", "d"), 4: ("qb", "q")}  # products per call -> (base kernel, step)


def _call(sym: str, rec: RecursionPlan, size: int, lanes: int = 1) -> str:
    """The function computing one (lanes=1), two (lanes=2) or four (lanes=4) size-word products."""
    base, step = CALL_PREFIXES[lanes]
    return f"{sym}_priv_{base if rec.is_base(size) else step}{size}"


