"""Portable C targets without a carryless-multiply instruction: c64 (64-bit words), c32 (32-bit).

Carryless products are constant-time software routines, never tables indexed by operand bits:
* `bits`:   masked bit-serial, r ^= (x << i) & -(y_i), over the public width of y;
* `holesS`: integer multiplication with holes of S bits (BearSSL ghash_ctmul uses S = 4):
            operands split into S interleaved parts (bit i goes to part i mod S), S^2 integer
            products; exact when no bit position collects 2^S or more terms, which
            `holes_capacity_ok` checks from the operands' widths (S = 2, 3, 4);
* `karatsuba`: a full 2W-bit product; W = 64: three half-width `holes4` products (Karatsuba);
             W = 32: one `holes4` product into 64-bit accumulators (32x32->64 UMULL-type).
The routine for each product is chosen by cost from the operands' known widths.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..ir import Op, Program
from .target import OpCost, Target, integer_word_expr, spell

# (mul ops, other ALU ops) of each routine; `bits` is per bit of the narrower operand.
HOLE_STRIDES = (2, 3, 4)


def routine_ops(routine: str, nbits: int, word_bits: int = 64) -> tuple[int, int]:
    """(integer multiplies, other ALU ops) of a software carryless-product routine."""
    if routine == "bits":
        return 0, 5 * nbits
    if routine == "karatsuba" and word_bits == 64:
        return 48, 95
    if routine == "karatsuba":  # clmul_wide: 8 masks, 12 XORs and 4 masks + 3 ORs on register pairs
        return 16, 8 + 2 * 12 + 2 * 4 + 2 * 3
    s = int(routine[len("holes"):])
    return s * s, 2 * s + s * (s - 1) + s + (s - 1)


def holes_capacity_ok(width_x: int, width_y: int, hole: int) -> bool:
    """True when S-way split products cannot carry from one hole into the next: a bit of
    x_i * y_j collects at most min(bits of x_i, bits of y_j) <= ceil(min(wx, wy) / S) terms, and
    that count must stay below 2^S (the lemma the generator checks before using `holesS`)."""
    return -(-min(width_x, width_y) // hole) <= (1 << hole) - 1


@dataclass
class PortableTarget(Target):
    def word_type(self) -> str:
        return f"uint{self.word_bits}_t"

    def dword_type(self, prefix: str) -> str:
        return f"{prefix}dw"

    def _lit(self, value: int) -> str:
        return f"0x{value:x}ULL" if self.word_bits == 64 else f"0x{value:x}u"

    def load_word(self, src_expr: str, is_array: bool) -> str:
        return f"({self.word_type()})({src_expr})"

    def to_u64(self, word_expr: str) -> str:
        return f"(uint64_t){word_expr}"

    def zero_word(self) -> str:
        return "0"

    # -- carryless products -----------------------------------------------------------------------
    def routine(self, wx: int, wy: int) -> str:
        """Cheapest constant-time routine for a wx-by-wy-bit product."""
        W = self.word_bits
        if wx + wy - 1 > W:
            return "karatsuba"
        options = ["bits"] + [f"holes{s}" for s in HOLE_STRIDES if holes_capacity_ok(wx, wy, s)]
        costs = {o: self._routine_cost(o, min(wx, wy)).loads_total for o in options}
        return min(options, key=lambda o: (costs[o], options.index(o)))

    def _routine_cost(self, routine: str, nbits: int) -> _RoutineCost:
        muls, alus = routine_ops(routine, nbits, self.word_bits)
        mul, alu = self.costs["mul"], self.costs["alu_op"]
        loads: dict[str, float] = {}
        for cost, count in ((mul, muls), (alu, alus)):
            for port, rtp in cost.loads.items():
                loads[port] = loads.get(port, 0.0) + rtp * count
        depth = {"bits": 2 * nbits, "karatsuba": 10}.get(routine, 6)
        lat = mul.lat * (1 if muls else 0) + alu.lat * depth
        return _RoutineCost(loads, lat)

    def _widths(self, prog: Program, op: Op) -> tuple[int, int]:
        wx = prog.support[op.args[0]].bit_length()
        wy = op.imm[0].bit_length() if op.kind == "clmulk" else prog.support[op.args[1]].bit_length()
        return wx, wy

    def op_cost(self, prog: Program, op: Op) -> OpCost:
        """The cost table's figure where it has one (targets with a carryless multiply list clmul and
        spread), else that of the routine that replaces the instruction."""
        if op.kind in self.costs.ops or op.kind not in ("clmul", "clmulk", "spread"):
            return super().op_cost(prog, op)
        if op.kind in ("clmul", "clmulk"):
            wx, wy = self._widths(prog, op)
            r = self.routine(wx, wy)
            rc = self._routine_cost(r, min(wx, wy))
            return OpCost(rc.loads, rc.lat)
        alu = self.costs["alu_op"]
        n = 15 if self.word_bits == 32 else 32
        return OpCost({p: v * n for p, v in alu.loads.items()}, alu.lat * 10)

    # -- printing ---------------------------------------------------------------------------------
    def type_decls(self, prefix: str) -> str:
        T = self.word_type()
        return f"typedef struct {{ {T} lo, hi; }} {prefix}dw;\n"

    # double words as a struct of two words; subclasses add their own instructions (gen.isa.target.spell)
    OPS: ClassVar[dict[str, str]] = {
        "dxor": "({dw}){{{0}.lo ^ {1}.lo, {0}.hi ^ {1}.hi}}",
        "spread": "{p}spread({0})",
        "lo": "{0}.lo",
        "hi": "{0}.hi",
    }

    def expr(self, prefix: str, prog: Program, op: Op, a: list[str]) -> str:
        out = integer_word_expr(op, a, self.word_bits)
        if out is None:
            out = spell(self.OPS, op, a, self.word_bits, p=prefix, dw=self.dword_type(prefix))
        if out is None and op.kind in ("clmul", "clmulk"):
            out = self.clmul_expr(prefix, prog, op, a)
        if out is None:
            raise ValueError(f"{self.name} cannot print op {op.kind}")
        return out

    def clmul_expr(self, prefix: str, prog: Program, op: Op, a: list[str]) -> str:
        """A carryless product by the cheapest constant-time software routine for its operands' widths."""
        dw = self.dword_type(prefix)
        wx, wy = self._widths(prog, op)
        x = a[0]
        y = self._lit(op.imm[0]) if op.kind == "clmulk" else a[1]
        if wy > wx:  # the narrower operand drives the bit-serial loop
            x, y, wx, wy = y, x, wy, wx
        r = self.routine(wx, wy)
        if r == "bits":
            return f"({dw}){{{prefix}clmul_bits({x}, {y}, {wy}), 0}}"
        if r.startswith("holes"):
            return f"({dw}){{{prefix}clmul_{r}({x}, {y}), 0}}"
        return f"{prefix}clmul_full({x}, {y})"

    def helpers(self, prefix: str, programs: list[Program]) -> str:
        used = set()
        for prog in programs:
            for op in prog.ops:
                if op.kind in ("clmul", "clmulk"):
                    wx, wy = self._widths(prog, op)
                    used.add(self.routine(max(wx, wy), min(wx, wy)))
                elif op.kind == "spread":
                    used.add("spread")
        T, W = self.word_type(), self.word_bits
        lit64 = lambda v: f"0x{v:x}ULL"  # noqa: E731
        out = []
        if "bits" in used:
            out.append(
                f"/* Low {W} bits of x*y over the public width nbits of y: masked bit-serial. */\n"
                f"static inline {T} {prefix}clmul_bits({T} x, {T} y, unsigned nbits)\n{{\n"
                f"    {T} r = 0;\n"
                f"    for (unsigned i = 0; i < nbits; i++)\n"
                f"        r ^= (x << i) & (({T})0 - ((y >> i) & 1u));\n"
                f"    return r;\n}}\n"
            )
        if "karatsuba" in used and W == 64:
            used.add("holes4")
        for stride in HOLE_STRIDES:
            if f"holes{stride}" in used:
                out.append(_holes_routine(prefix, f"clmul_holes{stride}", T, T, W, self._lit,
                                          f"Low {W} bits of x*y (exact when the product fits in {W} bits and "
                                          f"the operands are narrow enough for {stride}-bit holes)", stride))
        if "karatsuba" in used and W == 64:
            out.append(
                f"/* Full 128-bit x*y: Karatsuba over 32-bit halves (each product fits in 64 bits). */\n"
                f"static inline {prefix}dw {prefix}clmul_full(uint64_t x, uint64_t y)\n{{\n"
                f"    uint64_t x0 = x & 0xffffffffULL, x1 = x >> 32, y0 = y & 0xffffffffULL, y1 = y >> 32;\n"
                f"    uint64_t lo = {prefix}clmul_holes4(x0, y0), hi = {prefix}clmul_holes4(x1, y1);\n"
                f"    uint64_t mid = {prefix}clmul_holes4(x0 ^ x1, y0 ^ y1) ^ lo ^ hi;\n"
                f"    return ({prefix}dw){{lo ^ (mid << 32), hi ^ (mid >> 32)}};\n}}\n"
            )
        if "karatsuba" in used and W == 32:
            out.append(_holes_routine(prefix, "clmul_wide", "uint32_t", "uint64_t", 64, lit64,
                                      "Full 64-bit x*y of 32-bit words (8 terms per hole at most)", 4))
            out.append(
                f"static inline {prefix}dw {prefix}clmul_full(uint32_t x, uint32_t y)\n{{\n"
                f"    uint64_t p = {prefix}clmul_wide(x, y);\n"
                f"    return ({prefix}dw){{(uint32_t)p, (uint32_t)(p >> 32)}};\n}}\n"
            )
        if "spread" in used:
            out.append(_spread_routine(prefix, W))
        return "\n".join(out)


@dataclass(frozen=True)
class _RoutineCost:
    loads: dict[str, float]
    lat: float

    @property
    def loads_total(self) -> float:
        return max(self.loads.values(), default=0.0) + 0.25 * sum(self.loads.values())


def _holes_routine(prefix: str, name: str, T: str, acc: str, acc_bits: int, lit, what: str, s: int) -> str:
    hole = {i: sum(1 << b for b in range(i, acc_bits, s)) for i in range(s)}
    xs = ", ".join(f"x{i} = x & {lit(hole[i])}" for i in range(s))
    ys = ", ".join(f"y{i} = y & {lit(hole[i])}" for i in range(s))
    zs = []
    for k in range(s):
        terms = " ^ ".join(f"(x{i} * y{(k - i) % s})" for i in range(s))
        zs.append(f"    {acc} z{k} = {terms};")
    combine = " | ".join(f"(z{k} & {lit(hole[k])})" for k in range(s))
    return (
        f"/* {what}: integer products with {s}-bit holes, constant time. */\n"
        f"static inline {acc} {prefix}{name}({T} x, {T} y)\n{{\n"
        f"    {acc} {xs};\n    {acc} {ys};\n" + "\n".join(zs) + f"\n    return {combine};\n}}\n"
    )


def _spread_routine(prefix: str, W: int) -> str:
    if W == 64:
        return (
            f"/* Squaring map on one word: bit i -> bit 2i (table-free interleave). */\n"
            f"static inline uint64_t {prefix}spread32(uint64_t x)\n{{\n"
            f"    x = (x | (x << 16)) & 0x0000ffff0000ffffULL;\n"
            f"    x = (x | (x << 8)) & 0x00ff00ff00ff00ffULL;\n"
            f"    x = (x | (x << 4)) & 0x0f0f0f0f0f0f0f0fULL;\n"
            f"    x = (x | (x << 2)) & 0x3333333333333333ULL;\n"
            f"    x = (x | (x << 1)) & 0x5555555555555555ULL;\n"
            f"    return x;\n}}\n"
            f"static inline {prefix}dw {prefix}spread(uint64_t x)\n{{\n"
            f"    return ({prefix}dw){{{prefix}spread32(x & 0xffffffffULL), {prefix}spread32(x >> 32)}};\n}}\n"
        )
    return (
        f"/* Squaring map on one word: bit i -> bit 2i (table-free interleave). */\n"
        f"static inline uint32_t {prefix}spread16(uint32_t x)\n{{\n"
        f"    x = (x | (x << 8)) & 0x00ff00ffu;\n"
        f"    x = (x | (x << 4)) & 0x0f0f0f0fu;\n"
        f"    x = (x | (x << 2)) & 0x33333333u;\n"
        f"    x = (x | (x << 1)) & 0x55555555u;\n"
        f"    return x;\n}}\n"
        f"static inline {prefix}dw {prefix}spread(uint32_t x)\n{{\n"
        f"    return ({prefix}dw){{{prefix}spread16(x & 0xffffu), {prefix}spread16(x >> 16)}};\n}}\n"
    )
