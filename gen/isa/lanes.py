"""Spellings of the integer lane IR (gen.ir.lanes) per dialect: plain C on scalars, x86 SSE/AVX2/AVX-512BW
and AArch64 NEON, on 16-bit or 32-bit lanes. Each spelling also says how many instructions of each class
an op costs (the NTT planner prices printed programs with them).

x86 has no 32-bit multiply-high: mulhi on 32-bit lanes is spelled with two 32x32->64-bit multiplies
(vpmuldq, on the even lanes and on the odd lanes shifted down) and a blend of their high halves; the
Montgomery primitives on 32-bit lanes print whole (`fused_helper`), as PQClean's ML-DSA assembly computes
them: the products a*z and m*q as 64-bit lanes, whose low halves agree, so one 64-bit subtraction leaves
(a*z - m*q) / 2^32 exactly in the high halves. Scalar C on 32-bit lanes computes them the same way with
int64_t (on a Cortex-M4: MUL, SMULL, SMLAL)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial

from ..ir.lanes import Const, Expansion, Load, Macro, Op, Shuffle, Stmt, Store, interleave_maps, pair_swap_maps, split_maps
from ..ir.schedule import Machine
from .target import Target
from .thumb_asm import AsmFunction, naked_function

LANE_BITS = 16  # the default lane width (ML-KEM); 32 for primes like ML-DSA's
ODD_PARAMS = ("zo", "zqo")


def montgomery_constants(expansion) -> tuple[int, int | None]:
    """(q, q^-1 mod R or None) of a Montgomery primitive (gen.reduce.modq): q is what the high product t
    multiplies m by, q^-1 the constant a low product multiplies by (montmul_const has none: zq is a param)."""
    q = next(op.args[1] for op in expansion.ops if op.dst == "t")
    qinv = next((op.args[1] for op in expansion.ops if op.kind == "mullo" and isinstance(op.args[1], int)), None)
    return q, qinv  # the extra params of a primitive's "odd" variant (see LaneSpelling.fused_helper)


def moves_whole(lane_map, k: int) -> bool:
    """Whether lane_map (lane -> (source, lane)) moves aligned groups of k lanes intact."""
    return all(lane_map[i][1] % k == 0 and all(lane_map[i + j] == (lane_map[i][0], lane_map[i][1] + j) for j in range(1, k))
               for i in range(0, len(lane_map), k))


@dataclass(frozen=True)
class LaneSpelling:
    """How one dialect prints vectors of `lanes` lanes of `lane_bits` bits (lanes = 1: scalar C)."""

    dialect: str  # "c", "x86", "neon"
    lanes: int
    vtype: str
    header: str = ""
    lane_bits: int = LANE_BITS
    broadcast_loads: bool = True  # a scalar constant from memory into every lane is one instruction
    two_source_permute: bool = False  # any permutation of two registers' lanes is one instruction
    index_ctype: str = "uint16_t"  # the element type of permutation index vectors
    # constants (twiddles and the lane-wide q, q^-1, ...) as rows of a table the compiler cannot see into:
    # read through memory operands, never folded into immediates that it rebuilds in registers
    opaque_constants: bool = False
    # scalar loops: each iteration's constants side by side behind one opaque pointer (compilers that do not
    # vectorise the loop keep an induction pointer per constant otherwise, and spill them: gcc for Thumb-2);
    # False where the compiler vectorises the scalar loops (x86-64 gcc: the pointer would stop it)
    iteration_constant_blocks: bool = False

    @property
    def bits(self) -> int:
        """The width of one vector (of one coefficient in scalar C)."""
        return self.lanes * self.lane_bits

    @property
    def ctype(self) -> str:
        """The C type of one coefficient."""
        return f"int{self.lane_bits}_t"

    def fused_helper(self, expansion, variant: str = "") -> list[str] | None:
        """The body lines of a primitive printed whole rather than op by op (None: op by op; the
        scheduler then expands it into its lane ops). `variant` (None where the spelling has none):
        "uniform" for constant params that are the same in every lane; "odd" for per-lane constants with
        their odd lanes also given moved down (params zo, zqo: ODD_PARAMS)."""
        return None

    def keep_whole(self, value: str) -> str | None:
        """A statement after which the compiler must take `value` as computed (None: the dialect needs none).
        Printed after each reduced product of the transforms: see X86Lanes.keep_whole."""
        return None

    def whole_function(self, name: str, fn) -> AsmFunction | None:
        """Function `fn` printed whole in assembly as `name` (None: printed as C statement by statement)."""
        return None

    def macro_classes(self, expansion) -> dict[str, int]:
        """Instructions by class of one primitive as printed."""
        out: dict[str, int] = {}
        for op in expansion.ops:
            for c, n in self.classes(op.kind).items():
                out[c] = out.get(c, 0) + n
        return out

    @property
    def multiply_high(self) -> str:
        """The flavour of gen.reduce.modq's primitives this dialect computes best."""
        return "sqdmulh" if self.dialect == "neon" else "mulhi"

    PRINTED_OPS = ("add", "sub", "mullo", "mulhi", "srai", "srar", "and")

    def prints(self, kind: str) -> bool:
        """Whether this spelling prints lane op `kind` (gen.ir.lanes.LANE_OPS)."""
        return kind in self.PRINTED_OPS

    def classes(self, kind: str) -> dict[str, int]:
        """Instructions by class (mul, alu, shuffle, mem) of one lane op."""
        if kind in ("mullo", "mulhi", "mulhrs", "sqdmulh"):
            return {"mul": 1}
        if kind == "srar" and self.dialect == "x86":
            return {"mul": 1}  # vpmulhrsw
        if kind == "srar" and self.dialect == "c":
            return {"alu": 2}
        return {"alu": 1}

    def shuffle_classes(self, chunk: int, maps=None) -> dict[str, int]:
        """Instructions by class of one Shuffle (both outputs): an exchange at `chunk`, one of the spelling's
        pair shuffles (`maps`), or (0) a two-source permutation with its index loads."""
        if chunk == 0 and maps is not None and maps in self.pair_shuffle_kinds().values():
            return {"shuffle": 2}
        if chunk == 0:
            return {"shuffle": 2, "mem": 2}
        return {"shuffle": 2}

    def helper_registers(self) -> int:
        """Registers a fused helper call holds at once beyond its operands (none: no fused helpers)."""
        return 0

    def pair_shuffle_kinds(self) -> dict[str, tuple]:
        """Two-source lane permutations other than the exchanges that this spelling prints as one instruction
        per output, by name -> their maps (gen.ir.lanes.split_maps, interleave_maps); none by default."""
        return {}

    def pair_shuffle(self, x: str, y: str, maps) -> tuple[str, str] | None:
        """The two outputs of a Shuffle with these maps, where they are one of pair_shuffle_kinds."""
        return None

    def permute2(self, x: str, y: str, index_row: str, unit: int = 1) -> str:
        """Lanes of x and y picked by the index vector at `index_row` (see permute_indices), moved in
        elements of `unit` lanes (permute_unit)."""
        raise NotImplementedError(f"{self.dialect} has no two-source permutation")

    def permute_unit(self, lane_map) -> int:
        """Lanes per element of the two-source permutation that prints lane_map (1: lane by lane)."""
        return 1

    def permute_indices(self, lane_map) -> tuple[int, ...]:
        """The index vector for lane_map[l] = (source 0 or 1, lane): one index per element of permute_unit
        lanes, written in the element's low lane (its other lanes 0: the little-endian wider index)."""
        k = self.permute_unit(lane_map)
        out: list[int] = []
        for i in range(0, self.lanes, k):
            src, lane = lane_map[i]
            out += [src * (self.lanes // k) + lane // k] + [0] * (k - 1)
        return tuple(out)

    # -- printing --------------------------------------------------------------------------------------
    def load(self, addr: str) -> str:
        raise NotImplementedError

    def store(self, addr: str, value: str) -> str:
        raise NotImplementedError

    def set1(self, value: int | str) -> str:
        raise NotImplementedError

    def load_row(self, addr: str) -> str:
        """A vector of constants from an aligned table row."""
        return self.load(addr)

    def op(self, kind: str, args: list[str], imm: int) -> str:
        raise NotImplementedError

    def exchange(self, x: str, y: str, chunk: int) -> tuple[str, str]:
        raise NotImplementedError


class ScalarC(LaneSpelling):
    """Plain C on int16_t or int32_t (implementation-defined conversions and shifts as gcc and clang define
    them: two's complement wrap, arithmetic right shift, as PQClean relies on)."""

    @property
    def wide(self) -> str:
        """The product type."""
        return f"int{2 * self.lane_bits}_t"

    def load(self, addr: str) -> str:
        return f"*({addr})"

    def store(self, addr: str, value: str) -> str:
        return f"*({addr}) = {value};"

    def set1(self, value: int | str) -> str:
        return f"({self.ctype}){value}"

    def op(self, kind: str, args: list[str], imm: int) -> str:
        a, t, w, bits = args, self.ctype, self.wide, self.lane_bits
        return {
            "add": lambda: f"({t})({a[0]} + {a[1]})",
            "sub": lambda: f"({t})({a[0]} - {a[1]})",
            "mullo": lambda: f"({t})(({w}){a[0]} * {a[1]})",
            "mulhi": lambda: f"({t})((({w}){a[0]} * {a[1]}) >> {bits})",
            "srai": lambda: f"({t})({a[0]} >> {imm})",
            "srar": lambda: (f"({t})(({a[0]} + {1 << (imm - 1)}) >> {imm})" if bits == 16 else
                             f"({t})((({w}){a[0]} + {1 << (imm - 1)}) >> {imm})"),
            "and": lambda: f"({t})({a[0]} & {a[1]})",
        }[kind]()

    def fused_helper(self, expansion, variant: str = "") -> list[str] | None:
        """32-bit Montgomery: r = (a*z - m*q) >> 32 in int64_t, m = a*zq mod 2^32 (MUL, SMULL, SMLAL), or for
        montmul_plain m = (a*z mod 2^32) * q^-1 (SMULL, MUL, SMLAL); montmul_sum{k}: the k products summed in
        int64_t (SMULL, SMLAL, ...), one reduction."""
        if not variant and self.lane_bits == 32 and expansion.name.startswith("montmul_sum"):
            q, qinv = montgomery_constants(expansion)
            k = expansion.variables // 2
            total = " + ".join(f"(int64_t)a{i} * b{i}" for i in range(k))
            return [f"const int64_t s = {total};",
                    f"const int32_t m = (int32_t)((uint32_t)s * (uint32_t){qinv});",
                    f"return (int32_t)((s - (int64_t)m * {q}) >> 32);"]
        if variant or self.lane_bits != 32 or expansion.name not in ("montmul_const", "montmul", "montmul_plain"):
            return None
        q, qinv = montgomery_constants(expansion)
        if expansion.name == "montmul_plain":
            return ["const int64_t p = (int64_t)a * z;",
                    f"const int32_t m = (int32_t)((uint32_t)p * (uint32_t){qinv});",
                    f"return (int32_t)((p - (int64_t)m * {q}) >> 32);"]
        if expansion.name == "montmul_const":
            m, x, y = "(int32_t)((uint32_t)a * (uint32_t)zq)", "a", "z"
        else:
            m, x, y = f"(int32_t)((uint32_t)a * (uint32_t)b * (uint32_t){qinv})", "a", "b"
        return [f"const int32_t m = {m};",
                f"return (int32_t)(((int64_t){x} * {y} - (int64_t)m * {q}) >> 32);"]

    def macro_classes(self, expansion) -> dict[str, int]:
        if self.fused_helper(expansion) is None:
            return super().macro_classes(expansion)
        if expansion.name.startswith("montmul_sum"):
            k = expansion.variables // 2
            return {"mul": k + 2, "alu": k}
        return {"mul": 4 if expansion.name == "montmul" else 3, "alu": 1}


class ThumbScalar(ScalarC):
    """Scalar C for ARMv7E-M (Cortex-M4) with the 32-bit Montgomery multiplication by a twiddle as SMULL,
    MUL, SMLAL in inline assembly: gcc spells the accumulate as SMULL, ADDS, ADC and turns the multiply by
    q^-1 into shifts. The constants q^-1 and -q are plain register inputs (loop invariants, kept in
    registers)."""

    def fused_helper(self, expansion, variant: str = "") -> list[str] | None:
        """montmul_plain(a; z) and montmul(a, b): m = (a*z mod 2^32) * q^-1 is the same m either way;
        montmul_sum{k}: SMULL, k - 1 SMLAL, then MUL, SMLAL as for one product."""
        if not variant and self.lane_bits == 32 and expansion.name.startswith("montmul_sum"):
            q, qinv = montgomery_constants(expansion)
            lines = ["int32_t lo, hi, m;",
                     "__asm__(\"smull %0, %1, %2, %3\" : \"=r\"(lo), \"=r\"(hi) : \"r\"(a0), \"r\"(b0));"]
            lines += [f"__asm__(\"smlal %0, %1, %2, %3\" : \"+r\"(lo), \"+r\"(hi) : \"r\"(a{i}), \"r\"(b{i}));"
                      for i in range(1, expansion.variables // 2)]
            return lines + ["__asm__(\"mul %2, %0, %3\\n\\tsmlal %0, %1, %2, %4\"",
                            f"        : \"+r\"(lo), \"+r\"(hi), \"=&r\"(m) : \"r\"({qinv}), \"r\"(-{q}));",
                            "return hi; /* (sum - m*q) / 2^32, exact: the low halves cancel */"]
        if variant or self.lane_bits != 32 or expansion.name not in ("montmul_plain", "montmul"):
            return super().fused_helper(expansion, variant)
        q, qinv = montgomery_constants(expansion)
        z = "z" if expansion.name == "montmul_plain" else "b"
        return ["int32_t lo, hi, m;",
                f"__asm__(\"smull %0, %1, %2, %3\" : \"=r\"(lo), \"=r\"(hi) : \"r\"(a), \"r\"({z}));",
                "__asm__(\"mul %2, %0, %3\\n\\tsmlal %0, %1, %2, %4\"",
                f"        : \"+r\"(lo), \"+r\"(hi), \"=&r\"(m) : \"r\"({qinv}), \"r\"(-{q}));",
                "return hi; /* (a*z - m*q) / 2^32, exact: the low halves cancel */"]

    def whole_function(self, name: str, fn) -> AsmFunction | None:
        """An in-place transform of 32-bit coefficients as a naked Thumb-2 function with its registers
        allocated by gen.isa.thumb_asm (gcc spills the C of an eight-coefficient pass); else None."""
        return naked_function(name, fn, montgomery_constants) if self.lane_bits == 32 else None

    def macro_classes(self, expansion) -> dict[str, int]:
        if self.lane_bits == 32 and expansion.name in ("montmul_plain", "montmul"):
            return {"mul": 3}
        if self.lane_bits == 32 and expansion.name.startswith("montmul_sum"):
            return {"mul": expansion.variables // 2 + 2}  # SMULL, SMLAL..., MUL, SMLAL
        return super().macro_classes(expansion)


X86_PREFIX = {128: "_mm", 256: "_mm256", 512: "_mm512"}
X86_TYPE = {128: "__m128i", 256: "__m256i", 512: "__m512i"}


class X86Lanes(LaneSpelling):
    @property
    def p(self) -> str:
        return X86_PREFIX[self.bits]

    @property
    def epi(self) -> str:
        return f"epi{self.lane_bits}"

    def load(self, addr: str) -> str:
        if self.bits == 512:
            return f"_mm512_loadu_si512((const void *)({addr}))"
        return f"{self.p}_loadu_si{self.bits}((const {self.vtype} *)({addr}))"

    def load_row(self, addr: str) -> str:
        if self.bits == 512:
            return f"_mm512_load_si512((const void *)({addr}))"
        return f"{self.p}_load_si{self.bits}((const {self.vtype} *)({addr}))"

    def store(self, addr: str, value: str) -> str:
        if self.bits == 512:
            return f"_mm512_storeu_si512((void *)({addr}), {value});"
        return f"{self.p}_storeu_si{self.bits}(({self.vtype} *)({addr}), {value});"

    def set1(self, value: int | str) -> str:
        return f"{self.p}_set1_{self.epi}({value})"

    def keep_whole(self, value: str) -> str | None:
        """An empty asm that holds `value` in a vector register. gcc 12 re-associates a butterfly on a reduced
        product, a +- (h - t), into (a +- h) -+ t: four adds where three do (clang keeps three). Measured on
        Emerald Rapids (ML-KEM lazy NTT, interleaved, four fresh copies): avx512 110.1 -> 102.2 ticks,
        avx2 110.2 -> 102.2; the inverse 136 -> 132 (clang: NTT unchanged, inverse 137 -> 139)."""
        return f'__asm__("" : "+v"({value}));'

    def prints(self, kind: str) -> bool:
        return super().prints(kind) or (kind == "mulhrs" and self.lane_bits == 16)

    def classes(self, kind: str) -> dict[str, int]:
        if self.lane_bits == 32:
            if kind == "mulhi" and self.bits == 512:  # two vpmuldq, two shifts, one masked vpshufd
                return {"mul": 2, "alu": 2, "shuffle": 1}
            if kind == "mulhi":  # two vpmuldq, three shifts, one blend
                return {"mul": 2, "alu": 4}
            if kind == "srar":
                return {"alu": 2}
        return super().classes(kind)

    def op(self, kind: str, args: list[str], imm: int) -> str:
        p, a, e = self.p, args, self.epi
        if kind == "srar" and self.lane_bits == 16:  # floor((x + 2^(k-1)) / 2^k) = vpmulhrsw(x, 2^(15-k))
            return f"{p}_mulhrs_epi16({a[0]}, {self.set1(1 << (15 - imm))})"
        if kind == "srar":
            return f"{p}_srai_epi32({p}_add_epi32({a[0]}, {self.set1(1 << (imm - 1))}), {imm})"
        if kind == "srai":
            return f"{p}_srai_{e}({a[0]}, {imm})"
        if kind == "and":
            return f"{p}_and_si{self.bits}({a[0]}, {a[1]})"
        if kind == "mulhi" and self.lane_bits == 32:
            return self._high_halves(f"{p}_mul_epi32({a[0]}, {a[1]})",
                                     f"{p}_mul_epi32({p}_srli_epi64({a[0]}, 32), {p}_srli_epi64({a[1]}, 32))")
        name = {"add": f"add_{e}", "sub": f"sub_{e}", "mullo": f"mullo_{e}", "mulhi": "mulhi_epi16",
                "mulhrs": "mulhrs_epi16"}[kind]
        return f"{p}_{name}({a[0]}, {a[1]})"

    def _high_halves(self, even: str, odd: str, shuffled: bool = False) -> str:
        """The high 32 bits of each 64-bit lane of `even` in its even 32-bit lanes, the odd lanes of
        `odd`: on AVX-512 one VPSHUFD with a merge mask (the shuffle port) where AVX2 and SSE move them
        down (a shift, or vmovshdup where `shuffled`) and blend (a shift takes a multiplier's port on
        Intel cores: the 32-bit NTTs ran 7% faster on a Xeon)."""
        if self.bits == 512:
            return f"_mm512_mask_shuffle_epi32({odd}, 0x5555, {even}, _MM_PERM_CDAB)"
        return self._blend_odd(self._odd_down(even) if shuffled else f"{self.p}_srli_epi64({even}, 32)", odd)

    def _blend_odd(self, even: str, odd: str) -> str:
        """The even 32-bit lanes of `even` and the odd ones of `odd`."""
        if self.bits == 512:
            return f"_mm512_mask_blend_epi32(0xAAAA, {even}, {odd})"
        if self.bits == 256:
            return f"_mm256_blend_epi32({even}, {odd}, 0xAA)"
        return f"_mm_blend_epi16({even}, {odd}, 0xCC)"

    def fused_helper(self, expansion, variant: str = "") -> list[str] | None:
        """32-bit Montgomery as PQClean's ML-DSA AVX2 code computes it (see the module docstring); the
        uniform variant multiplies the odd lanes by z and zq themselves (vpmuldq reads the low half of each
        64-bit lane, which for a constant the same in every lane is that constant), the odd one by zo and
        zqo, the odd lanes of z and zq moved down by the table (no shifts either)."""
        if self.lane_bits == 32 and not variant and expansion.name.startswith("montmul_sum"):
            return self._montmul_sum(expansion)
        if self.lane_bits == 16 and not variant and expansion.name.startswith("montmul_pairs"):
            return self._montmul_pairs(expansion)
        if self.lane_bits != 32 or expansion.name not in ("montmul_const", "montmul"):
            return None
        if variant and expansion.name != "montmul_const":
            return None
        uniform = variant == "uniform"
        p, v = self.p, self.vtype
        q, qinv = montgomery_constants(expansion)
        lines = [f"const {v} ao = {p}_srli_epi64(a, 32);"]
        if expansion.name == "montmul_const" and variant:
            zo, zqo = ("z", "zq") if uniform else ODD_PARAMS
            lines += [f"const {v} me = {p}_mul_epi32(a, zq), mo = {p}_mul_epi32(ao, {zqo});",
                      f"const {v} pe = {p}_mul_epi32(a, z), po = {p}_mul_epi32(ao, {zo});"]
        elif expansion.name == "montmul_const":
            lines += [f"const {v} zo = {p}_srli_epi64(z, 32);", f"const {v} zqo = {p}_srli_epi64(zq, 32);",
                      f"const {v} me = {p}_mul_epi32(a, zq), mo = {p}_mul_epi32(ao, zqo);",
                      f"const {v} pe = {p}_mul_epi32(a, z), po = {p}_mul_epi32(ao, zo);"]
        else:
            lines += [f"const {v} bq = {p}_mullo_epi32(b, {self.set1(qinv)});",
                      f"const {v} bo = {p}_srli_epi64(b, 32), bqo = {p}_srli_epi64(bq, 32);",
                      f"const {v} me = {p}_mul_epi32(a, bq), mo = {p}_mul_epi32(ao, bqo);",
                      f"const {v} pe = {p}_mul_epi32(a, b), po = {p}_mul_epi32(ao, bo);"]
        lines += [f"const {v} qv = {self.set1(q)};",
                  f"const {v} re = {p}_sub_epi64(pe, {p}_mul_epi32(me, qv));",
                  f"const {v} ro = {p}_sub_epi64(po, {p}_mul_epi32(mo, qv));",
                  f"return {self._high_halves('re', 'ro')};"]
        return lines

    def _odd_down(self, x: str) -> str:
        """The odd 32-bit lanes of x moved down (vmovshdup: the shuffle port, where vpsrlq takes a
        multiplier's port on Intel cores; vpmuldq reads only the low half of each 64-bit lane)."""
        p, w = self.p, self.bits
        return f"{p}_castps_si{w}({p}_movehdup_ps({p}_castsi{w}_ps({x})))"

    def _montmul_sum(self, expansion) -> list[str]:
        """montmul_sum{k}, as PQClean's ML-DSA pointwise.S: the products of the even lanes and of the odd
        lanes (moved down: a by a shift, b by vmovshdup, as pointwise.S balances the ports) summed as
        64-bit lanes, then one Montgomery reduction of each sum."""
        p, v = self.p, self.vtype
        q, qinv = montgomery_constants(expansion)
        lines = []
        for i in range(expansion.variables // 2):
            even = f"{p}_mul_epi32(a{i}, b{i})"
            odd = f"{p}_mul_epi32({p}_srli_epi64(a{i}, 32), {self._odd_down(f'b{i}')})"
            if i == 0:
                lines += [f"{v} se = {even};", f"{v} so = {odd};"]
            else:
                lines += [f"se = {p}_add_epi64(se, {even});", f"so = {p}_add_epi64(so, {odd});"]
        lines += [f"const {v} qinv = {self.set1(qinv)}, qv = {self.set1(q)};",
                  f"const {v} me = {p}_mul_epi32(se, qinv), mo = {p}_mul_epi32(so, qinv);",
                  f"const {v} re = {p}_sub_epi64(se, {p}_mul_epi32(me, qv));",
                  f"const {v} ro = {p}_sub_epi64(so, {p}_mul_epi32(mo, qv));",
                  f"return {self._high_halves('re', 'ro', shuffled=True)};"]
        return lines

    def _montmul_pairs(self, expansion) -> list[str]:
        """montmul_pairs{k} on 16-bit lanes: vpmaddwd sums each pair's two products in a 32-bit lane (s for x,
        u for y); the low halves of s and u side by side (u's moved up, a blend) give m in one vpmullw, their
        high halves (s's moved down) are what the high half of m*q is subtracted from."""
        p, v = self.p, self.vtype
        q, qinv = montgomery_constants(expansion)
        lines = []
        for acc, other in (("s", "x"), ("u", "y")):
            for i in range(expansion.variables // 3):
                term = f"{p}_madd_epi16(a{i}, {other}{i})"
                lines.append(f"{v} {acc} = {term};" if i == 0 else f"{acc} = {p}_add_epi32({acc}, {term});")
        lo, hi = self.exchange("s", "u", 1)  # the 16-bit exchange: low halves side by side, and high halves
        lines += [f"const {v} lo = {lo};", f"const {v} hi = {hi};",
                  f"const {v} m = {p}_mullo_epi16(lo, {self.set1(qinv)});",
                  f"return {p}_sub_epi16(hi, {p}_mulhi_epi16(m, {self.set1(q)}));"]
        return lines

    def helper_registers(self) -> int:
        """Registers a fused helper call holds at once beyond its operands (32-bit Montgomery: ao, me, mo,
        pe, po), which a scheduler that sees the call as one statement does not count."""
        return 5 if self.lane_bits == 32 else 0

    def macro_classes(self, expansion) -> dict[str, int]:
        if self.fused_helper(expansion) is None:
            return super().macro_classes(expansion)
        if expansion.name.startswith("montmul_pairs"):  # per product pair 2 vpmaddwd (2 adds after the first)
            k = expansion.variables // 3
            return {"mul": 2 * k + 2, "alu": 2 * (k - 1) + 5}
        wide = self.bits == 512  # the high halves moved down by one masked VPSHUFD (_high_halves)
        if expansion.name.startswith("montmul_sum"):  # per product 2 vpmuldq, a shift, a vmovshdup, 2 adds
            k = expansion.variables // 2
            return {"mul": 2 * k + 4, "alu": 3 * k + 1 - wide, "shuffle": k + 1}
        if expansion.name == "montmul_const":
            return {"mul": 6, "alu": 5, "shuffle": 1} if wide else {"mul": 6, "alu": 7}
        return {"mul": 7, "alu": 5, "shuffle": 1} if wide else {"mul": 7, "alu": 7}

    def exchange(self, x: str, y: str, chunk: int) -> tuple[str, str]:
        p, bits, lanes = self.p, self.bits, self.lanes
        width = chunk * self.lane_bits  # bits per chunk
        if 2 * chunk == lanes:  # the two halves of the register
            if bits == 128:
                return f"_mm_unpacklo_epi64({x}, {y})", f"_mm_unpackhi_epi64({x}, {y})"
            if bits == 256:
                return f"_mm256_permute2x128_si256({x}, {y}, 0x20)", f"_mm256_permute2x128_si256({x}, {y}, 0x31)"
            return f"_mm512_shuffle_i64x2({x}, {y}, 0x44)", f"_mm512_shuffle_i64x2({x}, {y}, 0xEE)"
        if width == 128:  # 128-bit chunks of a zmm register
            return (f"_mm512_permutex2var_epi64({x}, _mm512_set_epi64(13, 12, 5, 4, 9, 8, 1, 0), {y})",
                    f"_mm512_permutex2var_epi64({x}, _mm512_set_epi64(15, 14, 7, 6, 11, 10, 3, 2), {y})")
        if width == 64:
            return f"{p}_unpacklo_epi64({x}, {y})", f"{p}_unpackhi_epi64({x}, {y})"
        if bits == 512:
            mask = "0xAAAA" if width == 32 else "0xAAAAAAAA"
            blend = "epi32" if width == 32 else "epi16"
            return (f"_mm512_mask_blend_{blend}({mask}, {x}, _mm512_slli_epi{2 * width}({y}, {width}))",
                    f"_mm512_mask_blend_{blend}({mask}, _mm512_srli_epi{2 * width}({x}, {width}), {y})")
        if width == 32:
            blend = "_mm_blend_epi16" if bits == 128 else "_mm256_blend_epi32"
            imm = "0xCC" if bits == 128 else "0xAA"
            return (f"{blend}({x}, {p}_slli_epi64({y}, 32), {imm})",
                    f"{blend}({p}_srli_epi64({x}, 32), {y}, {imm})")
        return (f"{p}_blend_epi16({x}, {p}_slli_epi32({y}, 16), 0xAA)",
                f"{p}_blend_epi16({p}_srli_epi32({x}, 16), {y}, 0xAA)")

    def pair_shuffle_kinds(self) -> dict[str, tuple]:
        """vshufps (units 0, 2 | 1, 3 of each source) and vpunpck[lh]dq inside every 128-bit lane: 32-bit units."""
        unit, block = 32 // self.lane_bits, 128 // self.lane_bits
        kinds = {"split": split_maps(self.lanes, unit, block), "interleave": interleave_maps(self.lanes, unit, block)}
        if self.lane_bits == 16:  # vpshufb: the two 16-bit lanes of every 32-bit unit swapped
            kinds["swap"] = pair_swap_maps(self.lanes)
        return kinds

    def pair_shuffle(self, x: str, y: str, maps) -> tuple[str, str] | None:
        kind = next((k for k, m in self.pair_shuffle_kinds().items() if m == maps), None)
        p = self.p
        if kind == "interleave":
            return f"{p}_unpacklo_epi32({x}, {y})", f"{p}_unpackhi_epi32({x}, {y})"
        if kind == "swap":
            row = "_mm_set_epi8(13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2)"
            index = {128: row, 256: f"_mm256_broadcastsi128_si256({row})", 512: f"_mm512_broadcast_i32x4({row})"}[self.bits]
            return f"{p}_shuffle_epi8({x}, {index})", f"{p}_shuffle_epi8({y}, {index})"
        if kind == "split":
            si = f"si{self.bits}"
            ps = [f"{p}_castps_{si}({p}_shuffle_ps({p}_cast{si}_ps({x}), {p}_cast{si}_ps({y}), {imm}))"
                  for imm in ("0x88", "0xDD")]
            return ps[0], ps[1]
        return None

    def shuffle_classes(self, chunk: int, maps=None) -> dict[str, int]:
        width = chunk * self.lane_bits
        if chunk == 0 or 2 * chunk == self.lanes or width in (64, 128):
            return super().shuffle_classes(chunk, maps)
        return {"shuffle": 2, "alu": 2}  # shift + blend per output

    def permute_unit(self, lane_map) -> int:
        """The widest element (64 or 32 bits) that lane_map moves whole: on Intel cores VPERMT2D/Q are one
        instruction of latency 3, VPERMT2W three of latency 7 (ML-KEM's standard order moves its pairs
        whole)."""
        for k in (64 // self.lane_bits, 32 // self.lane_bits):
            if k > 1 and moves_whole(lane_map, k):
                return k
        return 1

    def permute2(self, x: str, y: str, index_row: str, unit: int = 1) -> str:
        return f"_mm512_permutex2var_epi{self.lane_bits * unit}({x}, {self.load_row(index_row)}, {y})"


class NeonLanes(LaneSpelling):
    @property
    def s(self) -> str:
        return f"s{self.lane_bits}"

    def load(self, addr: str) -> str:
        return f"vld1q_{self.s}({addr})"

    def store(self, addr: str, value: str) -> str:
        return f"vst1q_{self.s}({addr}, {value});"

    def set1(self, value: int | str) -> str:
        return f"vdupq_n_{self.s}({value})"

    PRINTED_OPS = ("add", "sub", "mullo", "sqdmulh", "hsub", "and", "srai", "srar")

    def op(self, kind: str, args: list[str], imm: int) -> str:
        a, s = args, self.s
        if kind in ("srai", "srar"):
            return f"{'vshrq_n' if kind == 'srai' else 'vrshrq_n'}_{s}({a[0]}, {imm})"
        name = {"add": "vaddq", "sub": "vsubq", "mullo": "vmulq", "sqdmulh": "vqdmulhq", "hsub": "vhsubq",
                "and": "vandq"}[kind]
        return f"{name}_{s}({a[0]}, {a[1]})"

    def exchange(self, x: str, y: str, chunk: int) -> tuple[str, str]:
        width = chunk * self.lane_bits
        if width == self.lane_bits:
            return f"vtrn1q_{self.s}({x}, {y})", f"vtrn2q_{self.s}({x}, {y})"
        cast = f"vreinterpretq_s{width}_{self.s}"
        return tuple(f"vreinterpretq_{self.s}_s{width}(vtrn{k}q_s{width}({cast}({x}), {cast}({y})))" for k in (1, 2))


def lane_spelling(target: Target, lane_bits: int = LANE_BITS) -> LaneSpelling:
    """The widest vectors of `lane_bits`-bit lanes `target` has, or scalar C."""
    bits = target.lane_vector_bits
    if bits and target.simd == "x86":
        # gcc spells _mm*_set1_epi16(table[i]) as a scalar load, vmovd and vpbroadcastw: whole rows instead
        # gcc rebuilds folded constants with mov, vmovd and vpbroadcastw each time it runs out of registers
        return X86Lanes("x86", bits // lane_bits, X86_TYPE[bits], "<immintrin.h>", lane_bits, broadcast_loads=False,
                        two_source_permute=bits == 512, opaque_constants=True,  # vpermt2w/vpermt2d (AVX-512)
                        index_ctype=f"uint{lane_bits}_t")
    if bits and target.simd == "neon":
        return NeonLanes("neon", bits // lane_bits, f"int{lane_bits}x{bits // lane_bits}_t", "<arm_neon.h>", lane_bits)
    if target.arch == "armv7em":
        return ThumbScalar("c", 1, f"int{lane_bits}_t", "", lane_bits, iteration_constant_blocks=True)
    return ScalarC("c", 1, f"int{lane_bits}_t", "", lane_bits)


LANE_CLASSES = ("mul", "alu", "shuffle", "mem")
# registers the scheduler leaves to the compiler for constants and short temporaries (measured on Zen 5, avx2
# ML-KEM: a budget of all 16 spilled 64 vectors per NTT and ran 8% slower than 10 or 13)
SCHEDULE_RESERVED_REGISTERS = 3
FORWARD_RESERVED_REGISTERS = 1  # the x86 forward transforms' (see transform_machine)


def statement_classes(sp: LaneSpelling, s: Stmt) -> dict[str, int]:
    """The instruction classes `s` occupies when printed with `sp` (the scheduler's view of it)."""
    if isinstance(s, Op):
        return sp.classes(s.kind)
    if isinstance(s, Shuffle):
        return sp.shuffle_classes(s.chunk, s.maps)
    if isinstance(s, Macro):
        return sp.macro_classes(s.expansion)
    if isinstance(s, (Load, Store, Const)):
        return {"mem": 1}
    return {}


def expanded_when_printed(sp: LaneSpelling, expansion: Expansion) -> bool:
    """Whether `sp` prints the primitive as its instructions (False: one fused helper call)."""
    return sp.fused_helper(expansion) is None


def lane_machine(target: Target, sp: LaneSpelling) -> Machine:
    """The scheduling model of `target` for code printed with `sp`: issue rates and latencies from its
    cost table (model.lane_<class> in cycles per instruction, or model.lane_<class>_<vector bits> where the
    table has one; model.lane_<class>_latency), its registers.
    (Its callables are partials of module functions, so that a kernel holding it can be pickled.)"""
    figure = target.costs.figure
    return Machine(per_cycle={c: 1.0 / figure(f"lane_{c}", sp.bits) for c in LANE_CLASSES},
                   latency={c: int(figure(f"lane_{c}_latency")) for c in LANE_CLASSES},
                   registers=target.vector_registers - SCHEDULE_RESERVED_REGISTERS,
                   classes=partial(statement_classes, sp), expand=partial(expanded_when_printed, sp))


def transform_machine(target: Target, sp: LaneSpelling, forward: bool) -> Machine:
    """The scheduling model of a transform (forward or inverse): lane_machine's, but where fused helpers hold
    registers the scheduler cannot see (sp.helper_registers), those are taken off its budget and the budget
    is kept whenever a ready statement does not grow the live values (Machine.strict); where every
    primitive is scheduled op by op on x86 (16-bit lanes: constants are memory operands), the forward
    transform's budget leaves one register (FORWARD_RESERVED_REGISTERS). Measured on Emerald Rapids (gcc 12,
    medians of interleaved runs): avx2 ML-DSA 304 -> 163 stack operands in the NTT and 433 -> 148 in the
    inverse, 620 -> 581 and 678 -> 602 ticks; avx2 ML-KEM's NTT 175 -> 169 ticks with 15 registers (13: 175,
    14: 172, 16: 186), its inverse fastest with lane_machine's 13."""
    machine = lane_machine(target, sp)
    extra = sp.helper_registers()
    if extra:
        return replace(machine, registers=machine.registers - extra, strict=True)
    if forward and sp.opaque_constants and sp.lanes > 1:
        return replace(machine, registers=target.vector_registers - FORWARD_RESERVED_REGISTERS)
    return machine
