"""Portable C targets without a carryless-multiply instruction: c64 (64-bit words), c32 (32-bit).

Carryless products are constant-time software routines, never tables indexed by operand bits:
* `bits`:   masked bit-serial, r ^= (x << i) & -(y_i), over the public width of y;
* `holes`:  integer multiplication with 4-bit holes (BearSSL ghash_ctmul style): operands split
            into 4 interleaved parts, 16 products; exact when no position sums 16 or more terms
            (checked by `holes_capacity_ok`), or when only the low word is needed;
* `karatsuba`: a full 2W-bit product from three half-width `holes` products.
The routine for each product is chosen by cost from the operands' known widths.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir import Op, Program
from .target import OpCost, Target

# (mul ops, other ALU ops) of each routine; `bits` is per bit of the narrower operand.
ROUTINE_OPS = {"bits": (0, 5), "holes": (16, 27), "karatsuba": (48, 95)}


def holes_capacity_ok(width_x: int, width_y: int, hole: int = 4) -> bool:
    """True when 4-way split products cannot carry across holes: at most 2^hole - 1 terms meet at
    any bit position below the word size (a lemma the generator checks before using `holes`)."""
    parts_x = -(-width_x // hole)
    parts_y = -(-width_y // hole)
    return min(parts_x, parts_y) <= (1 << hole) - 1


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
        bits_cost = self._routine_cost("bits", min(wx, wy))
        holes_cost = self._routine_cost("holes", 1)
        return "bits" if bits_cost.loads_total <= holes_cost.loads_total else "holes"

    def _routine_cost(self, routine: str, nbits: int) -> _RoutineCost:
        muls, alus = ROUTINE_OPS[routine]
        if routine == "bits":
            alus *= nbits
        mul, alu = self.costs["mul"], self.costs["alu_op"]
        loads: dict[str, float] = {}
        for cost, count in ((mul, muls), (alu, alus)):
            for port, rtp in cost.loads.items():
                loads[port] = loads.get(port, 0.0) + rtp * count
        depth = {"bits": 2 * nbits, "holes": 6, "karatsuba": 10}[routine]
        lat = mul.lat * (1 if muls else 0) + alu.lat * depth
        return _RoutineCost(loads, lat)

    def _widths(self, prog: Program, op: Op) -> tuple[int, int]:
        wx = prog.support[op.args[0]].bit_length()
        wy = op.imm[0].bit_length() if op.kind == "clmulk" else prog.support[op.args[1]].bit_length()
        return wx, wy

    def op_cost(self, prog: Program, op: Op) -> OpCost:
        if op.kind in ("clmul", "clmulk"):
            wx, wy = self._widths(prog, op)
            r = self.routine(wx, wy)
            rc = self._routine_cost(r, min(wx, wy))
            return OpCost(rc.loads, rc.lat)
        if op.kind == "spread":
            alu = self.costs["alu_op"]
            n = 15 if self.word_bits == 32 else 32
            return OpCost({p: v * n for p, v in alu.loads.items()}, alu.lat * 10)
        return super().op_cost(prog, op)

    # -- printing ---------------------------------------------------------------------------------
    def type_decls(self, prefix: str) -> str:
        T = self.word_type()
        return f"typedef struct {{ {T} lo, hi; }} {prefix}dw;\n"

    def expr(self, prefix: str, prog: Program, op: Op, a: list[str]) -> str:
        k, imm, W = op.kind, op.imm, self.word_bits
        dw = self.dword_type(prefix)
        if k == "xor":
            return f"{a[0]} ^ {a[1]}"
        if k == "xor3":
            return f"{a[0]} ^ {a[1]} ^ {a[2]}"
        if k == "dxor":
            return f"({dw}){{{a[0]}.lo ^ {a[1]}.lo, {a[0]}.hi ^ {a[1]}.hi}}"
        if k == "shl":
            return f"{a[0]} << {imm[0]}"
        if k == "shr":
            return f"{a[0]} >> {imm[0]}"
        if k == "fshr":
            return f"({a[0]} >> {imm[0]}) | ({a[1]} << {W - imm[0]})"
        if k == "and":
            return f"{a[0]} & {self._lit(imm[0])}"
        if k in ("clmul", "clmulk"):
            wx, wy = self._widths(prog, op)
            x = a[0]
            y = self._lit(imm[0]) if k == "clmulk" else a[1]
            if wy > wx:  # the narrower operand drives the bit-serial loop
                x, y, wx, wy = y, x, wy, wx
            r = self.routine(wx, wy)
            if r == "bits":
                return f"({dw}){{{prefix}clmul_bits({x}, {y}, {wy}), 0}}"
            if r == "holes":
                return f"({dw}){{{prefix}clmul_holes({x}, {y}), 0}}"
            return f"{prefix}clmul_full({x}, {y})"
        if k == "spread":
            return f"{prefix}spread({a[0]})"
        if k == "lo":
            return f"{a[0]}.lo"
        if k == "hi":
            return f"{a[0]}.hi"
        raise ValueError(f"portable target cannot print op {k}")

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
        if "holes" in used or ("karatsuba" in used and W == 64):
            out.append(_holes_routine(prefix, "clmul_holes", T, T, W, self._lit,
                                      f"Low {W} bits of x*y (exact when the product fits in {W} bits)"))
        if "karatsuba" in used and W == 64:
            out.append(
                f"/* Full 128-bit x*y: Karatsuba over 32-bit halves (each product fits in 64 bits). */\n"
                f"static inline {prefix}dw {prefix}clmul_full(uint64_t x, uint64_t y)\n{{\n"
                f"    uint64_t x0 = x & 0xffffffffULL, x1 = x >> 32, y0 = y & 0xffffffffULL, y1 = y >> 32;\n"
                f"    uint64_t lo = {prefix}clmul_holes(x0, y0), hi = {prefix}clmul_holes(x1, y1);\n"
                f"    uint64_t mid = {prefix}clmul_holes(x0 ^ x1, y0 ^ y1) ^ lo ^ hi;\n"
                f"    return ({prefix}dw){{lo ^ (mid << 32), hi ^ (mid >> 32)}};\n}}\n"
            )
        if "karatsuba" in used and W == 32:
            out.append(_holes_routine(prefix, "clmul_wide", "uint32_t", "uint64_t", 64, lit64,
                                      "Full 64-bit x*y of 32-bit words (8 terms per hole at most)"))
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


def _holes_routine(prefix: str, name: str, T: str, acc: str, acc_bits: int, lit, what: str) -> str:
    hole = {i: sum(1 << b for b in range(i, acc_bits, 4)) for i in range(4)}
    xs = ", ".join(f"x{i} = x & {lit(hole[i])}" for i in range(4))
    ys = ", ".join(f"y{i} = y & {lit(hole[i])}" for i in range(4))
    zs = []
    for k in range(4):
        terms = " ^ ".join(f"(x{i} * y{(k - i) % 4})" for i in range(4))
        zs.append(f"    {acc} z{k} = {terms};")
    combine = " | ".join(f"(z{k} & {lit(hole[k])})" for k in range(4))
    return (
        f"/* {what}: integer products with 4-bit holes, constant time. */\n"
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


TARGETS = [
    PortableTarget(
        name="c64",
        word_bits=64,
        has_clmul=False,
        cflags=(),
        cpu_flags=(),
        description="portable C, 64-bit words, constant-time software carryless products",
        cost_table="portable64",
    ),
    PortableTarget(
        name="c32",
        word_bits=32,
        has_clmul=False,
        cflags=(),
        cpu_flags=(),
        description="portable C, 32-bit words (32-bit CPUs), constant-time software carryless products",
        cost_table="portable32",
    ),
]
