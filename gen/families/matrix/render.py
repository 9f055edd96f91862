"""C for matrix kernels: function bodies from the plans (intrinsic spellings from gen.isa.simd), files
from the templates."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ... import __version__
from ...isa import Target
from ...isa.simd import NeonVector, X86Vector, vector
from ...render import render_files
from .plan import IDX_ZERO, LANE, C64Plan, Chunk, Q, SimdPlan, source_vector
from .prove import MatrixProof

# -- SIMD --------------------------------------------------------------------------------------
Spelling = X86Vector | NeonVector
X86_SPELLINGS = {1: X86Vector(128), 2: X86Vector(256), 4: X86Vector(512)}  # lanes -> spelling


def spellings(target: Target) -> dict[int, Spelling]:
    """The target's vector spellings by 128-bit lane count (1, 2, 4 as its byte shuffle allows)."""
    return {n: vector(target, 128 * n) for n in (1, 2, 4) if 128 * n <= target.shuffle_bits}


@dataclass
class SimdBody:
    """The statements of N_gf16m_mul and the constant arrays they read."""

    sym: str
    vec: dict[int, Spelling]
    lines: list[str] = field(default_factory=list)
    consts: list[tuple[str, tuple[int, ...]]] = field(default_factory=list)
    _n: int = 0

    def const(self, label: str, data: tuple[int, ...]) -> str:
        for name, d in self.consts:
            if d == data:
                return name
        name = f"{self.sym}_priv_{label}"
        self.consts.append((name, data))
        return name

    def load(self, lanes: int, label: str, data: tuple[int, ...]) -> str:
        return self.vec[lanes].load(self.const(label, data))

    def tmp(self, lanes: int, expr: str, stem: str = "t") -> str:
        self._n += 1
        name = f"{stem}{self._n}"
        self.lines.append(f"{self.vec[lanes].T} {name} = {expr};")
        return name

    # lane moves (x86 only: NEON plans are one lane wide)
    def widen(self, regs: tuple[str, ...]) -> str:
        n = len(regs)
        if n == 1:
            return regs[0]
        if len(set(regs)) == 1:
            return f"_mm256_broadcastsi128_si256({regs[0]})" if n == 2 else f"_mm512_broadcast_i32x4({regs[0]})"
        if n == 2:
            return f"_mm256_set_m128i({regs[1]}, {regs[0]})"
        expr = f"_mm512_castsi128_si512({regs[0]})"
        for i in range(1, 4):
            expr = f"_mm512_inserti32x4({expr}, {regs[i]}, {i})"
        return expr

    def lanes_of(self, var: str, lanes: int, pattern: tuple[int, ...]) -> list[tuple[int, str]]:
        """(output, 128-bit expression) pairs for every lane of an accumulator, halving first where
        both halves belong to the same outputs."""
        if lanes == 4 and pattern[:2] == pattern[2:]:
            half = self.tmp(2, f"_mm256_xor_si256(_mm512_castsi512_si256({var}), _mm512_extracti64x4_epi64({var}, 1))")
            return self.lanes_of(half, 2, pattern[:2])
        if lanes == 2 and pattern[0] == pattern[1]:
            return [(pattern[0], f"_mm_xor_si128(_mm256_castsi256_si128({var}), _mm256_extracti128_si256({var}, 1))")]
        if lanes == 1:
            return [(pattern[0], var)]
        if lanes == 2:
            return [(pattern[0], f"_mm256_castsi256_si128({var})"), (pattern[1], f"_mm256_extracti128_si256({var}, 1)")]
        return [(o, f"_mm512_castsi512_si128({var})" if i == 0 else f"_mm512_extracti32x4_epi32({var}, {i})")
                for i, o in enumerate(pattern)]


def _idx(idx: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(IDX_ZERO if i == IDX_ZERO else i for i in idx)


def simd_body(plan: SimdPlan, sym: str, vec: dict[int, Spelling]) -> SimdBody:
    """N_gf16m_mul for a log/exp plan: loads, logs, derived sources, product vectors, fold, stores."""
    out = SimdBody(sym, vec)
    v1 = out.vec[1]
    ll = plan.spec.ll
    out.lines.append(f"const {v1.T} nib = {v1.set1_u8}(0x0f), lg = {out.load(1, 'log', plan.log)};")
    regs: dict[str, list[str]] = {"a": [], "b": []}
    for side in "ab":
        for i, w in enumerate(plan.windows):
            name = f"{side}{i}"
            if w.size < LANE:  # two 64-bit halves (memcpy of exactly the window's bytes), no wider read
                out.lines.append(f"uint64_t {name}lo = 0, {name}hi = 0;")
                out.lines.append(f"memcpy(&{name}lo, {side} + {w.offset}, {min(w.size, 8)});")
                if w.size > 8:
                    out.lines.append(f"memcpy(&{name}hi, {side} + {w.offset + 8}, {w.size - 8});")
                src = v1.from_u64_pair(f"{name}lo", f"{name}hi")
            else:
                src = v1.load(f"{side} + {w.offset}")
            out.lines.append(f"{v1.T} {name} = {v1.byte_shuffle}(lg, {v1.and_name}({src}, nib));  /* logs of "
                             f"{side}[{w.offset}..{w.offset + w.size - 1}] */")
            regs[side].append(name)
        for si, s in enumerate(plan.sources[side]):
            if s.window is not None:
                continue
            parts = [f"{v1.byte_shuffle}({regs[side][g.src]}, {out.load(1, f'{side}{si}_{j}', _idx(g.idx))})"
                     for j, g in enumerate(s.parts)]
            expr = parts[0]
            for p in parts[1:]:
                expr = f"{v1.xor_name}({expr}, {p})"
            out.lines.append(f"{v1.T} {side}{si} = {expr};  /* derived: one column/row per step */")
            regs[side].append(f"{side}{si}")
    wide: dict[tuple[str, tuple[int, ...]], str] = {}
    accs: dict[tuple[int, tuple[int, ...]], str] = {}
    consts: dict[int, tuple[str, str]] = {}
    for ci, chunk in enumerate(plan.chunks):
        n = len(chunk.slots)
        v = out.vec[n]
        if n not in consts:
            ex = out.tmp(n, out.load(n, f"exp{n}", plan.exp * n), "ex")
            q = out.tmp(n, f"{v.set1_u8}({Q})", "q")
            consts[n] = (ex, q)
        ex, q = consts[n]
        srcs = []
        for side in "ab":
            key = (side, source_vector(chunk, side))
            if key not in wide:
                regs_n = tuple(regs[side][i] for i in key[1])
                wide[key] = regs_n[0] if n == 1 else out.tmp(n, out.widen(regs_n), f"w{side}")
            srcs.append(wide[key])
        ga = out.load(n, f"ga{ci}", sum((_idx(s.ga.idx) for s in chunk.slots), ()))
        gb = out.load(n, f"gb{ci}", sum((_idx(s.gb.idx) for s in chunk.slots), ()))
        ks = ", ".join(f"c{s.out} k={s.k}" for s in chunk.slots)
        out.lines.append(f"/* {ks} */")
        s_var = out.tmp(n, f"{v.add_u8}({v.byte_shuffle}({srcs[0]}, {ga}), {v.byte_shuffle}({srcs[1]}, {gb}))", "s")
        out.lines.append(f"{s_var} = {v.min_u8}({s_var}, {v.sub_u8}({s_var}, {q}));")
        prod = f"{v.byte_shuffle}({ex}, {s_var})"
        key = (n, chunk.pattern)
        if key in accs:
            out.lines.append(f"{accs[key]} = {v.xor_name}({accs[key]}, {prod});")
        else:
            accs[key] = out.tmp(n, prod, "acc")
    results: dict[int, str] = {}
    for (n, pattern), var in accs.items():
        for o, expr in out.lanes_of(var, n, pattern):
            if o in results:
                out.lines.append(f"{results[o]} = {v1.xor_name}({results[o]}, {expr});")
            else:
                results[o] = f"c{o}"
                out.lines.append(f"{v1.T} c{o} = {expr};")
    for o, w in enumerate(plan.windows):
        if w.size < LANE:  # exactly the window's bytes
            for h, (off, n) in enumerate(((0, min(w.size, 8)), (8, w.size - 8))):
                if n <= 0:
                    continue
                word = v1.u64_lane(f"c{o}", h)
                out.lines.append(f"{{ const uint64_t w = {word}; memcpy(c + {w.offset + off}, &w, {n}); }}")
        else:
            out.lines.append(v1.store(f"c + {w.offset}", f"c{o}") + ";")
    assert ll <= LANE * len(plan.windows)
    return out


_CLASSES = {
    "shuf": re.compile(r"\b(_mm\d*_shuffle_epi8|vqtbl1q_u8|_mm256_broadcastsi128_si256|_mm512_broadcast_i32x4|"
                       r"_mm256_set_m128i|_mm512_inserti32x4|_mm256_extracti128_si256|_mm512_extracti32x4_epi32|"
                       r"_mm512_extracti64x4_epi64)\("),
    "alu": re.compile(r"\b(_mm\d*_(add|sub)_epi8|_mm\d*_min_epu8|_mm\d*_(xor|and)_si\d+|v(add|sub|min|eor|and)q_u8)\("),
    "mem": re.compile(r"\b(_mm\d*_loadu_si\d+|_mm_storeu_si128|vld1q_u8|vst1q_u8|memcpy)\("),
}


def simd_counts(plan: SimdPlan) -> dict[str, int]:
    """Instructions by class in the printed body (x86 spelling), what the planner prices."""
    text = "\n".join(simd_body(plan, "k", X86_SPELLINGS).lines)
    return {k: len(rx.findall(text)) for k, rx in _CLASSES.items()}


# -- c64 ---------------------------------------------------------------------------------------
def _bytes_word(ptr: str, first: int, count: int) -> str:
    """A little-endian word of bytes ptr[first..first+count-1] (count <= 8), portable C."""
    parts = [f"(uint64_t){ptr}[{first + i}]" + (f" << {8 * i}" if i else "") for i in range(count)]
    return " | ".join(parts) if parts else "0"


def c64_body(plan: C64Plan, sym: str) -> list[str]:
    """N_gf16m_mul for the SWAR plan (see gen.matrix.C64Plan)."""
    l, lines = plan.spec.l, []
    full = plan.spread(min(plan.rows_per_word, l))
    for side in "ab":
        for w, (r0, n) in enumerate(plan.words):
            lo, cnt = r0 * l, n * l
            low = f"{sym}_priv_compress({_bytes_word(side, lo, min(cnt, 8))})"
            high = f" | {sym}_priv_compress({_bytes_word(side, lo + 8, cnt - 8)}) << 32" if cnt > 8 else ""
            lines.append(f"const uint64_t {side}{w} = {low}{high};")
    lines.append("/* x^t * b for t = 1, 2, 3 */")
    for t in range(1, 4):
        for w in range(len(plan.words)):
            prev = f"b{w}" if t == 1 else f"b{w}_{t - 1}"
            lines.append(f"const uint64_t b{w}_{t} = {sym}_priv_xtime({prev});")
    lines.append("/* r_k_t: row k of x^t * b in every row */")
    for k in range(l):
        wk, rk = plan.word_of(k)
        for t in range(4):
            src = f"b{wk}" if t == 0 else f"b{wk}_{t}"
            shifted = f"({src} >> {plan.row_bits * rk})" if rk else src
            lines.append(f"const uint64_t r{k}_{t} = ({shifted} & 0x{plan.row_mask:x}ULL) * 0x{full:x}ULL;")
    for w, (r0, n) in enumerate(plan.words):
        e = plan.spread(n)
        lines.append(f"uint64_t c{w} = 0;  /* rows {r0}..{r0 + n - 1}: mask(bit t of a[i][k]) & r_k_t */")
        for k in range(l):
            for t in range(4):
                s = 4 * k + t
                shifted = f"(a{w} >> {s})" if s else f"a{w}"
                lines.append(f"c{w} ^= (({shifted} & 0x{e:x}ULL) * 0x{plan.row_mask:x}ULL) & r{k}_{t};")
    for w, (r0, n) in enumerate(plan.words):
        cnt = n * l
        for half in range(0, cnt, 8):
            x = f"c{w}" if half == 0 else f"c{w} >> 32"
            word = f"{sym}_priv_expand((uint32_t)({x}))"
            lines += ["{", f"    const uint64_t e = {word};"]
            for i in range(min(8, cnt - half)):
                lines.append(f"    c[{r0 * l + half + i}] = (uint8_t)(e >> {8 * i});")
            lines.append("}")
    return lines


def c64_helpers(plan: C64Plan, sym: str, storage: str) -> str:
    """compress (8 bytes' low nibbles -> 32 bits), expand (the inverse), xtime (times x per nibble)."""
    tail = " ^ ".join("h" if e == 0 else f"(h << {e})" for e in plan.tail_shifts)
    return f"""/* the low nibbles of the 8 bytes of w -> nibbles 0..7 of a 32-bit value */
{storage}uint64_t {sym}_priv_compress(uint64_t w)
{{
    w &= 0x0f0f0f0f0f0f0f0fULL;
    w = (w | w >> 4) & 0x00ff00ff00ff00ffULL;
    w = (w | w >> 8) & 0x0000ffff0000ffffULL;
    return (w | w >> 16) & 0x00000000ffffffffULL;
}}

/* nibbles 0..7 of x -> the 8 bytes of a word */
{storage}uint64_t {sym}_priv_expand(uint32_t x)
{{
    uint64_t w = x;
    w = (w | w << 16) & 0x0000ffff0000ffffULL;
    w = (w | w << 8) & 0x00ff00ff00ff00ffULL;
    return (w | w << 4) & 0x0f0f0f0f0f0f0f0fULL;
}}

/* x * v in every nibble, mod {plan.spec.field.text} */
{storage}uint64_t {sym}_priv_xtime(uint64_t v)
{{
    const uint64_t h = (v >> 3) & 0x1111111111111111ULL;
    return ((v << 1) & 0xeeeeeeeeeeeeeeeeULL) ^ {tail};
}}
"""


# -- files -------------------------------------------------------------------------------------
def _c_array(name: str, data: tuple[int, ...]) -> str:
    rows = [", ".join(f"0x{x:02x}" for x in data[i:i + 16]) for i in range(0, len(data), 16)]
    body = ",\n    ".join(rows)
    return f"static const uint8_t {name}[{len(data)}] = {{\n    {body}}};"


def render_matrix(plan: SimdPlan | C64Plan, target: Target, sym: str, proof: MatrixProof, *, header_only: bool,
                  command: str, used_in: str, harness_planned: bool) -> dict[str, str]:
    """File name -> content (deterministic)."""
    storage = "static inline " if header_only else "static "
    if plan.kind == "swar":
        body, helpers = c64_body(plan, sym), c64_helpers(plan, sym, storage)
        includes = []
    else:
        vec = spellings(target)
        sb = simd_body(plan, sym, vec)
        body, helpers = sb.lines, "\n".join(_c_array(n, d) for n, d in sb.consts) + "\n"
        includes = [vec[1].header] + (["<string.h>"] if "memcpy(" in "\n".join(body)
                                                                    else [])
    guard_macros = list(target.guard_macros)
    if plan.kind == "simd" and plan.lanes == 4 and "__AVX512BW__" not in guard_macros:
        guard_macros.append("__AVX512BW__")
    ctx = dict(
        sym=sym, SYM=sym.upper(), l=plan.spec.l, ll=plan.spec.ll, field_text=plan.spec.field.text,
        field_hex=plan.spec.field.hex, used_in=used_in, isa=target.name, isa_description=target.description,
        cflags=" ".join(target.cflags), plan=plan.describe(), proof=str(proof), harness_planned=harness_planned,
        harness_how=target.checked_with(),
        basis_pairs=(4 * plan.spec.ll) ** 2, version=__version__, command=command, guard=f"{sym.upper()}_H",
        guard_macros=guard_macros, header_only=header_only, includes=includes, helpers=helpers,
        body="\n".join(f"    {ln}" for ln in body), storage=storage,
        counts=", ".join(f"{n} {k}" for k, n in plan.counts.items()),
    )
    templates = {f"{sym}.h": "matrix.h.j2"} | ({} if header_only else {f"{sym}.c": "matrix.c.j2"})
    return render_files(templates, ctx)


__all__ = ["render_matrix", "simd_body", "simd_counts", "c64_body", "Chunk"]
