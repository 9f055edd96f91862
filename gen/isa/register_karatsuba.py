"""In-register Karatsuba base kernels on VPCLMULQDQ: an s-word product as Karatsuba over digits of
half a register (zmm, avx512: 256-bit "quads" of 4 words; ymm, avx2-vpclmul: 128-bit pairs of 2
words) down to the product of two digits in one register (4 VPCLMULQDQ zmm, 2 VPCLMULQDQ ymm).

One description (`karatsuba_digits`: 2-way or 3-way steps, whichever needs fewer digit products)
builds every size at either width (`ZMM`, `YMM`: the register, its digit product and its printer) as
a vector-word program (gen.ir.vecwords: typed bilinear, proved on all basis pairs by
gen.prove.vector_proof); the printers spell it with gen.isa.simd's AVX-512 or AVX2 intrinsics.
Sizes that are not a multiple of the digit pad the top digit (a masked load on zmm, a 64-bit load on
ymm: words beyond the operand are never read) and store only the 2s words of the product.

The 4x4-word product (`quad_product`): X = [A0 A1 A0 A1], Y = [B0 B1 B1 B0] in 128-bit digits, so
the four VPCLMULQDQ (word selectors 00, 11, 01, 10) give every 64x64 product once: lane 0 is A0*B0
(digit 0), lane 1 A1*B1 (digit 2), lanes 2 and 3 A0*B1 and A1*B0 (digit 1). Seven word permutes (two of them widening the operands) put
the low (00), high (11) and middle (01 ^ 10, one word up) halves where the product needs them.
Instruction counts: 4 VPCLMULQDQ = 16 products in 16 lanes per 4x4-word product, and 3^k of those
for 4 * 2^k words: 12 VPCLMULQDQ for 8 words, 36 for 16, 108 for 32 (a schoolbook needs 16, 64, 256);
3-way steps where they save some: 24 for 12 words (2-way: 28), 216 for 48 (2-way: 252).

Several products per call (`products` > 1: YMM_TWO, two in the ymm lanes; ZMM_FOUR, four in the zmm
lanes): every 128-bit lane holds one digit (2 words) of its own product, and the digit product is
`lane_product` (3 VPCLMULQDQ per lane-wise 2x2-word product, no lane crossing). ZMM_FOUR loads each
product's words eight at a time and transposes four registers of lanes (`lane_transpose`, eight
VSHUFI64X2), and transposes back before whole-register stores, so the glue around it reads and
writes whole registers.

The 2x2-word product on ymm (`pair_product`): x = [a0 a1 a0 a1], y = [b0 b1 b1 b0] in words, so the
two VPCLMULQDQ ymm (selectors 00, 11) give a0*b0, a0*b1 and a1*b1, a1*b0; one lane permute puts
a0*b0 and a1*b1 in place, the middle a0*b1 + a1*b0 goes one word up (a word permute and a blend
with zero). 3^k of them for 2 * 2^k words: 18 VPCLMULQDQ ymm for 8 words, 54 for 16, 162 for 32.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from ..ir.vecwords import ZERO, VecBuilder, VecProgram
from .simd import X86Vector

MAX_KARATSUBA_WORDS = 64  # largest in-register kernel offered to the ring planner


def quad_product(bld: VecBuilder, x: int, y: int) -> list[int]:
    """The zmm c[0..8) = a*b of 4-word a, b given as x = [A0 A1 A0 A1] and y = [B0 B1 B1 B0]
    (128-bit digits; the forms are kept through the digit sums): 4 VPCLMULQDQ, 5 permutes, 3 XORs."""
    low, high = bld.clmul(x, y, 0x00), bld.clmul(x, y, 0x11)
    mid = bld.xor(bld.clmul(x, y, 0x01), bld.clmul(x, y, 0x10))
    # low and high halves at digits (lane 0: 0, 1: 2, 2 and 3: 1), high ones a digit up
    even = bld.xor(bld.permute(low, (0, 1, 4, 5, 12, 13, 10, 11), high),             # L0 L2 H2 H1
                   bld.permute(low, (None, None, 6, 7, 14, 15, None, None), high),   # .  L3 H3 .
                   bld.permute(high, (None, None, 0, 1, 10, 11, None, None), low))   # .  H0 L1 .
    # middle halves one word above their lane's digit
    return [bld.xor(even, bld.permute(mid, (None, 0, 1, 4, 5, 2, 3, None)),          # M0 at 1, M2 at 3, M1 at 5
                    bld.permute(mid, (None, None, None, 6, 7, None, None, None)))]     # M3 at 3


def pair_product(bld: VecBuilder, x: int, y: int) -> list[int]:
    """The ymm c[0..4) = a*b of 2-word a, b given as x = [a0 a1 a0 a1] and y = [b0 b1 b1 b0] (words;
    the forms are kept through the digit sums): 2 VPCLMULQDQ, 2 permutes, 2 XORs."""
    low, high = bld.clmul(x, y, 0x00), bld.clmul(x, y, 0x11)  # [a0*b0 | a0*b1], [a1*b1 | a1*b0]
    outer = bld.permute(low, (0, 1, 4, 5), high, words=4)      # a0*b0 at word 0, a1*b1 at word 2
    middle = bld.permute(bld.xor(low, high), (None, 2, 3, None), words=4)  # a0*b1 + a1*b0 at word 1
    return [bld.xor(outer, middle)]


IN_LANE_MOVES = {"swap": (1, 0), "up": (None, 0), "down": (1, None)}  # word k of every lane <- word pattern[k]


def lane_pattern(words: int, pattern: tuple[int | None, int | None]) -> tuple[int | None, ...]:
    """The permute index of the same two-word move in every 128-bit lane of a `words`-word register:
    word k of a lane = word pattern[k] of that lane, or zero (None)."""
    return tuple(None if p is None else 2 * lane + p for lane in range(words // 2) for p in pattern)


def in_lanes(bld: VecBuilder, x: int, pattern: tuple[int | None, int | None]) -> int:
    """x with the two-word move `pattern` (lane_pattern) in every 128-bit lane."""
    words = bld.op(x).words
    return bld.permute(x, lane_pattern(words, pattern), words=words)


def lane_product(bld: VecBuilder, x: int, y: int) -> list[int]:
    """Independent 2x2-word products at once, one per 128-bit lane of x = [a0 a1 | a0' a1' | ..] and
    y = [b0 b1 | b0' b1' | ..] (two in a ymm, four in a zmm), as (low digit, high digit): Karatsuba
    with 3 VPCLMULQDQ, the word sums by an in-lane swap, the middle placed by in-lane byte shifts (no
    lane crossing)."""
    low, high = bld.clmul(x, y, 0x00), bld.clmul(x, y, 0x11)  # a0*b0, a1*b1 per lane
    middle = bld.xor(bld.clmul(word_sums(bld, x), word_sums(bld, y), 0x00), low, high)  # a0*b1 + a1*b0
    return [bld.xor(low, in_lanes(bld, middle, IN_LANE_MOVES["up"])), bld.xor(high, in_lanes(bld, middle, IN_LANE_MOVES["down"]))]


def word_sums(bld: VecBuilder, x: int) -> int:
    """x + (x with the words of each 128-bit lane swapped): a0 + a1 in both words of every lane. It is
    linear, so for a digit sum x = y + z it is word_sums(y) + word_sums(z) (one XOR, not a swap and an
    XOR), each derived once."""
    key = ("word sums", x)
    if key not in bld.derived:
        op = bld.op(x)
        if op.kind == "xor":
            bld.derived[key] = bld.xor(*(word_sums(bld, v) for v in op.args))
        else:
            bld.derived[key] = bld.xor(x, in_lanes(bld, x, IN_LANE_MOVES["swap"]))
    return bld.derived[key]


def shifted_half(bld: VecBuilder, regs: list[int]) -> list[int]:
    """regs moved up half a register (one digit): one more register, each an align of two neighbours."""
    half = bld.op(next(r for r in regs if r != ZERO)).words // 2
    padded = [ZERO, *regs, ZERO]
    return [bld.align(padded[k + 1], padded[k], half) for k in range(len(regs) + 1)]


def add_at(bld: VecBuilder, out: list[int], regs: list[int], digits: int, per_register: int) -> None:
    """out += regs moved up `digits` digits (registers of `per_register` digits: whole registers, or
    aligns for an odd count of two-digit registers)."""
    placed = regs if digits % per_register == 0 else shifted_half(bld, regs)
    for j, value in enumerate(placed):
        k = digits // per_register + j
        if k < len(out):
            out[k] = bld.xor(out[k], value)
        elif value != ZERO:
            raise ValueError("a Karatsuba term reaches beyond the product")


def digit_sums(bld: VecBuilder, x: list[int], lo: int, hi: int, h: int) -> list[int]:
    """The h-digit sum of x's parts starting at digits lo and hi (the second may be shorter)."""
    return [bld.xor(x[lo + i], x[hi + i]) if hi + i < len(x) else x[lo + i] for i in range(h)]


@lru_cache(maxsize=None)
def digit_products(q: int) -> tuple[int, int]:
    """(digit products of the cheapest split of q digits, ways: 2 or 3; 1 for a single digit)."""
    if q == 1:
        return 1, 1
    h = (q + 1) // 2
    best = (2 * digit_products(h)[0] + digit_products(q - h)[0], 2)
    h3 = -(-q // 3)
    if q >= 3 and q - 2 * h3 >= 1:
        best = min(best, (5 * digit_products(h3)[0] + digit_products(q - 2 * h3)[0], 3))
    return best


def karatsuba_digits(bld: VecBuilder, a: list[int], b: list[int], width: "RegisterWidth") -> list[int]:
    """The product of q-digit operands (one register per digit, in the width's product forms, low
    digit first) as 2q digits in registers of width.per_register digits: a 2-way (3 products) or
    3-way (6 products) Karatsuba step, whichever needs fewer digit products in the end
    (digit_products), down to the width's digit product (quad_product, pair_product, lane_product)."""
    q, per = len(a), width.per_register
    ways = digit_products(q)[1]
    if ways == 1:
        return width.digit_product(bld, a[0], b[0])
    out = [ZERO] * (2 * q // per)
    if ways == 2:
        h = (q + 1) // 2
        p0 = karatsuba_digits(bld, a[:h], b[:h], width)
        p1 = karatsuba_digits(bld, a[h:], b[h:], width)
        pm = karatsuba_digits(bld, digit_sums(bld, a, 0, h, h), digit_sums(bld, b, 0, h, h), width)
        mid = [bld.xor(p0[i], pm[i], p1[i] if i < len(p1) else ZERO) for i in range(2 * h // per)]  # a0*b1 + a1*b0
        add_at(bld, out, p0, 0, per)
        add_at(bld, out, p1, 2 * h, per)
        add_at(bld, out, mid, h, per)
        return out
    h = -(-q // 3)  # a0 + a1 X + a2 X^2, X = h digits; a2 may be shorter
    parts = [(i * h, min(q, (i + 1) * h)) for i in range(3)]
    p = [karatsuba_digits(bld, a[lo:hi], b[lo:hi], width) for lo, hi in parts]
    pair = {(i, j): karatsuba_digits(bld, digit_sums(bld, a, i * h, j * h, h), digit_sums(bld, b, i * h, j * h, h),
                                     width)
            for i, j in ((0, 1), (0, 2), (1, 2))}

    def term(*products: list[int]) -> list[int]:
        return [bld.xor(*(r[i] for r in products if i < len(r))) for i in range(2 * h // per)]

    add_at(bld, out, p[0], 0, per)
    add_at(bld, out, term(pair[0, 1], p[0], p[1]), h, per)           # a0*b1 + a1*b0
    add_at(bld, out, term(pair[0, 2], p[0], p[1], p[2]), 2 * h, per)  # a0*b2 + a1*b1 + a2*b0
    add_at(bld, out, term(pair[1, 2], p[1], p[2]), 3 * h, per)        # a1*b2 + a2*b1
    add_at(bld, out, p[2], 4 * h, per)
    return out


@dataclass(frozen=True)
class RegisterWidth:
    """One form of the in-register Karatsuba kernels: the register (words), its digit (half a
    register), the product of two digits (in one register, or one per lane for two products at
    once), the permute putting a b-digit in that product's form (one product: the a-digit is
    broadcast to both halves; two: each half holds its product's digit), and the C printer."""

    name: str  # "zmm", "ymm", "ymm2"
    words: int
    digit_product: Callable[[VecBuilder, int, int], list[int]]
    b_form: tuple[int, ...] | None
    printer: Callable[[VecProgram], str]
    fuse_xors: bool  # three-input XORs (VPTERNLOGQ) exist at this width
    products: int = 1  # independent products per call, one per 128-bit lane when more than one
    register: str = ""  # the register's name when `name` is not ("zmm", "ymm")
    max_words: int = MAX_KARATSUBA_WORDS  # the largest kernel offered to the ring planner

    @property
    def per_register(self) -> int:
        """Digits of one product per register."""
        return 2 if self.products == 1 else 1

    @property
    def digit_words(self) -> int:
        """Words of one digit: half a register for one product, else a 128-bit lane."""
        return self.words // 2 if self.products == 1 else self.words // self.products

    @property
    def instruction(self) -> str:
        return f"VPCLMULQDQ {self.register or self.name}"


def karatsuba_program(s: int, width: RegisterWidth) -> VecProgram:
    """c[0..2s) = a*b for s-word a, b (for several products: c_k = a_k*b_k in 128-bit lane k):
    Karatsuba over ceil(s / digit) digits (the top one padded)."""
    bld = VecBuilder(s, width.products)
    d = width.digit_words
    digits = -(-s // d)
    counts = [min(d, s - d * i) for i in range(digits)]
    if width.products == 4:  # whole-register loads and stores, lanes transposed in registers
        a, b = (transposed_digits(bld, x, s, digits) for x in "ab")
        out = karatsuba_digits(bld, a, b, width)
        for j in range(0, len(out), 4):
            for p, reg in enumerate(lane_transpose(bld, out[j:j + 4])):
                count = min(width.words, 2 * s - d * j)
                if count > 0:
                    bld.store(reg, 2 * p * s + d * j, count)
        return bld.finish(fuse=width.fuse_xors)
    if width.products == 2:
        lanes = range(width.products)
        a = [bld.load_lanes("a", tuple(p * s + d * i for p in lanes), n, width.words) for i, n in enumerate(counts)]
        b = [bld.load_lanes("b", tuple(p * s + d * i for p in lanes), n, width.words) for i, n in enumerate(counts)]
        for k, reg in enumerate(karatsuba_digits(bld, a, b, width)):
            if 2 * s - d * k > 0:
                bld.store_lanes(reg, tuple(2 * p * s + d * k for p in lanes), min(d, 2 * s - d * k))
        return bld.finish(fuse=width.fuse_xors)
    a = [bld.broadcast("a", d * i, n, width.words) for i, n in enumerate(counts)]
    b = [bld.permute(bld.broadcast("b", d * i, n, width.words), width.b_form, words=width.words)
         for i, n in enumerate(counts)]
    for k, reg in enumerate(karatsuba_digits(bld, a, b, width)):
        count = min(width.words, 2 * s - width.words * k)
        if count > 0:
            bld.store(reg, width.words * k, count)
    return bld.finish(fuse=width.fuse_xors)


def lane_transpose(bld: VecBuilder, regs: list[int]) -> list[int]:
    """The 4x4 transpose of 128-bit lanes of four zmm registers (fewer: zero ones added): lane k of
    result p is lane p of regs[k]. Eight two-source lane shuffles (VSHUFI64X2), in two rounds."""
    regs = [*regs, *[ZERO] * (4 - len(regs))]

    def lanes(x: int, y: int, picks: tuple[int, int, int, int]) -> int:  # lanes picks[0:2] of x, picks[2:4] of y
        index = tuple(w for k, lane in enumerate(picks) for w in (2 * lane + 8 * (k >= 2), 2 * lane + 1 + 8 * (k >= 2)))
        return bld.permute(x, index, y)

    even = [lanes(regs[i], regs[i + 1], (0, 2, 0, 2)) for i in (0, 2)]  # lanes 0 and 2 of two registers
    odd = [lanes(regs[i], regs[i + 1], (1, 3, 1, 3)) for i in (0, 2)]
    return [lanes(even[0], even[1], (0, 2, 0, 2)), lanes(odd[0], odd[1], (0, 2, 0, 2)),
            lanes(even[0], even[1], (1, 3, 1, 3)), lanes(odd[0], odd[1], (1, 3, 1, 3))]


def transposed_digits(bld: VecBuilder, array: str, s: int, digits: int) -> list[int]:
    """Digit i of the four s-word operands array0..array3 in lane p of register i (a 128-bit digit
    per lane): each product's words loaded eight at a time, four registers transposed at once."""
    out: list[int] = []
    for j in range(0, digits, 4):
        count = min(8, s - 2 * j)
        out += lane_transpose(bld, [bld.load(array, p * s + 2 * j, count, 8) for p in range(4)])
    return out[:digits]


@lru_cache(maxsize=None)
def karatsuba_counts(s: int, width: RegisterWidth) -> dict[str, int]:
    """Instructions of the s-word kernel by kind (clmul, permute, align, xor, xor3, broadcast, store)."""
    return dict(karatsuba_program(s, width).counts())


def karatsuba_body(prog: VecProgram, width: RegisterWidth) -> str:
    """The C body of c = a*b (uint64_t c[2s], a[s], b[s]) printing `prog` at `width`."""
    return width.printer(prog)


def operand_word(array: str, offset: int, words: int) -> str:
    """The address of word `offset` of the concatenation array0|array1|.. of `words`-word operands
    (the several-products kernels take one pointer per product)."""
    return f"{array}{offset // words} + {offset % words}"


def in_lane_move(index: tuple[int, ...], mask: int) -> str | None:
    """The name of the in-lane move (swap, up, down) a permute is, else None."""
    picks = tuple(index[k] if mask >> k & 1 else None for k in range(len(index)))
    return next((name for name, pattern in IN_LANE_MOVES.items() if picks == lane_pattern(len(index), pattern)), None)


def lane_shuffle(index: tuple[int, ...], mask: int, y_zero: bool) -> int | None:
    """The VSHUFI64X2 immediate of a permute of 8 words that moves whole 128-bit lanes, the low two
    from the first source and the high two from the second (zero lanes only there, and only when
    the second source is zero); else None."""
    imm = 0
    for k in range(4):
        bits = mask >> 2 * k & 3
        if bits == 0 and k >= 2 and y_zero:
            continue  # lane 0 of the zero register
        if bits != 3 or index[2 * k] % 2 or index[2 * k + 1] != index[2 * k] + 1:
            return None
        lane = index[2 * k] // 2
        if (lane >= 4) != (k >= 2):
            return None
        imm |= (lane % 4) << 2 * k
    return imm


def zmm_karatsuba_body(prog: VecProgram, narrow_memory: bool = False) -> str:
    """The C body printing `prog` (the in-register Karatsuba kernels, the zmm schoolbooks of
    gen.isa.zmm_schoolbook, the field multiplies of gen.reduce.vector_fold) with AVX-512 intrinsics:
    of c = a*b (uint64_t c[2s], a[s], b[s]), r = a*b mod f (r[s]: its stores name r), or for four
    products at once of c_k = a_k*b_k (c0..c3, then a0, b0, .., a3, b3: the offsets of its loads and
    stores are into the concatenations a0|a1|a2|a3 and c0|..|c3). `narrow_memory`: a window of the operand's
    low 1, 2 or 4 words in its low words is one zero-extending load of that width, and stores of part
    of a register are disjoint narrower ones (store_words), none with a mask register (KMOV takes the
    shuffle port)."""
    wide, narrow, lane = X86Vector(512), X86Vector(256), X86Vector(128)
    moves = {"swap": wide.swap_words_in_lanes, "up": wide.word_up_in_lanes, "down": wide.word_down_in_lanes}
    constants: dict[tuple[int, ...], str] = {}
    masks: dict[tuple[int, ...], str] = {}
    lines: list[str] = []

    def name(v: int, words: int = 8) -> str:
        if v == ZERO:
            return wide.zero()
        return wide.widen(f"v{v}", 256) if words == 8 and prog.ops[v].words == 4 else f"v{v}"

    for i, op in enumerate(prog.ops):
        vec = wide if op.words == 8 else narrow
        if op.kind == "load_lanes":
            array, offsets, count = op.param
            load = lane.load if count == 2 else lane.load_low_u64
            expr = wide.from_lanes([load(operand_word(array, o, prog.size)) for o in offsets])
        elif op.kind == "store_lanes":
            _, offsets, count = op.param
            store = lane.store if count == 2 else lane.store_low_u64
            lines += [f"    {store(operand_word('c', o, 2 * prog.size), wide.lane(name(op.args[0]), k))};"
                      for k, o in enumerate(offsets)]
            continue
        elif op.kind == "window":
            array, start = op.param
            mask = sum(1 << w for w in range(8) if 0 <= start + w < prog.size)
            # below the operand: the address as an integer (no out-of-range pointer); masked-off words are not read
            addr = f"{array} + {start}" if start >= 0 else f"(const uint64_t *)((uintptr_t){array} - {-8 * start})"
            if narrow_memory and start >= 0 and mask in (0x01, 0x03, 0x0F):
                expr = zero_extended_load(addr, mask.bit_length())
            else:
                expr = wide.load(addr) if mask == 0xFF else wide.maskz_load_u64(addr, mask)
        elif op.kind == "lane_broadcast":
            array, offset, count = op.param
            expr = (wide.broadcast128(lane.load(f"{array} + {offset}")) if count == 2 else
                    wide.set1_u64(f"{array}[{offset}]"))
        elif op.kind in ("load", "broadcast"):
            array, offset, count = op.param
            addr = f"{array} + {offset}" if prog.products == 1 else operand_word(array, offset, prog.size)
            src = narrow if op.kind == "broadcast" else vec
            expr = src.load(addr) if count == src.bits // 64 else src.maskz_load_u64(addr, (1 << count) - 1)
            expr = wide.broadcast256(expr) if op.kind == "broadcast" else expr
        elif op.kind in ("xor", "xor3"):
            expr = (vec.xor if op.kind == "xor" else vec.xor3)(*(name(v, op.words) for v in op.args))
        elif op.kind == "permute":
            index, mask = op.param
            x, y = op.args
            move = in_lane_move(index, mask) if op.words == 8 and y == ZERO else None
            if move is not None:
                lines.append(f"    const {vec.T} v{i} = {moves[move](name(x))};")
                continue
            # the lane transposes of the four-product kernels (the one-product kernels keep VPERMT2Q:
            # the same port and time measured, and their emitted code unchanged)
            if prog.products == 4 and x != ZERO and (imm := lane_shuffle(index, mask, y == ZERO)) is not None:
                lines.append(f"    const {vec.T} v{i} = {wide.shuffle_lanes(name(x), name(y), imm)};")
                continue
            key = constants.setdefault(index, f"ix{len(constants)}")
            if y == ZERO:
                expr = wide.permute_u64(mask, key, name(x))
            else:
                expr = wide.permute2_u64(mask, name(x), key, name(y))
        elif op.kind == "align":
            expr = wide.align_u64(name(op.args[0]), name(op.args[1]), op.param[0])
        elif op.kind == "clmul":
            expr = wide.clmul_lanes(name(op.args[0]), name(op.args[1]), op.param[0])
        elif op.kind == "shrd":
            expr = wide.funnel_right_u64(name(op.args[0]), name(op.args[1]), op.param[0])
        elif op.kind == "shl":
            expr = wide.f("slli_epi64", name(op.args[0]), str(op.param[0]))
        elif op.kind == "and":
            expr = wide.and_(name(op.args[0]), masks.setdefault(op.param, f"mask{len(masks)}"))
        else:  # store
            array, offset, count = op.param
            value = name(op.args[0])
            dst = f"{array} + {offset}" if prog.products == 1 else operand_word(array, offset, 2 * prog.size)
            lines.append(f"    {store_words(dst, value, count, narrow_memory)};")
            continue
        lines.append(f"    const {vec.T} v{i} = {expr};")
    head = [f"    const __m512i {key} = {wide.u64_constant(index)};" for index, key in constants.items()]
    head += [f"    const __m512i {key} = {wide.u64_constant(tuple(f'(long long)0x{w:x}ULL' for w in words))};"
             for words, key in masks.items()]
    return "\n".join(head + lines)


def zero_extended_load(addr: str, count: int) -> str:
    """Words addr[0 .. count) (count 1, 2 or 4) in the low words of a zmm register, zero above: one
    VMOVQ, VMOVDQU xmm or ymm (a VEX load zeroes the rest of the register)."""
    if count == 1:
        return f"_mm512_zextsi128_si512({X86Vector(128).load_low_u64(addr)})"
    return f"_mm512_zextsi{64 * count}_si512({X86Vector(64 * count).load(addr)})"


def store_words(dst: str, value: str, count: int, narrow: bool) -> str:
    """Store words 0 .. count of the zmm `value` to `dst`: the whole register; where `narrow`, disjoint
    stores of 4, 2 and 1 words (a load of a later call is forwarded from a store that contains it,
    never from a masked one, and needs no mask register: KMOV takes the shuffle port); else a masked store."""
    wide = X86Vector(512)
    if count == 8:
        return wide.store(dst, value)
    if not narrow:
        return wide.mask_store_u64(dst, (1 << count) - 1, value)
    pieces, w = [], 0
    while w < count:
        size = 4 if w % 4 == 0 and count - w >= 4 else 2 if count - w >= 2 else 1
        if size == 4:
            part = f"_mm512_castsi512_si256({value})" if w == 0 else f"_mm512_extracti64x4_epi64({value}, 1)"
            pieces.append(X86Vector(256).store(f"{dst} + {w}", part))
        else:
            lane = X86Vector(512).lane(value, w // 2)
            store = X86Vector(128).store if size == 2 else X86Vector(128).store_low_u64
            pieces.append(store(f"{dst} + {w}", lane))
        w += size
    return ";\n    ".join(pieces)


def ymm_karatsuba_body(prog: VecProgram) -> str:
    """The C body printing `prog` (4-word registers) with AVX2 + VPCLMULQDQ intrinsics: of c = a*b
    (uint64_t c[2s], a[s], b[s]), or for two products of c0 = a0*b0, c1 = a1*b1 (c0, c1, a0, b0, a1, b1)."""
    vec, half = X86Vector(256), X86Vector(128)
    lines: list[str] = []

    def name(v: int) -> str:
        return vec.zero() if v == ZERO else f"v{v}"

    for i, op in enumerate(prog.ops):
        if op.kind == "load_lanes":
            array, offsets, count = op.param
            low, high = ((half.load if count == 2 else half.load_low_u64)(operand_word(array, o, prog.size)) for o in offsets)
            expr = vec.from_halves(low, high)
        elif op.kind == "store_lanes":
            _, offsets, count = op.param
            store = half.store if count == 2 else half.store_low_u64
            lines += [f"    {store(operand_word('c', offsets[0], 2 * prog.size), vec.low_half(name(op.args[0])))};",
                      f"    {store(operand_word('c', offsets[1], 2 * prog.size), vec.high_half(name(op.args[0])))};"]
            continue
        elif op.kind == "broadcast":
            array, offset, count = op.param
            addr = f"{array} + {offset}"
            expr = vec.broadcast128(half.load(addr) if count == 2 else half.load_low_u64(addr))
        elif op.kind in ("xor", "xor3"):  # no three-input XOR in AVX2: two VPXORs
            first, *rest = (name(v) for v in op.args)
            expr = first
            for other in rest:
                expr = vec.xor(expr, other)
        elif op.kind == "permute":
            index, mask = op.param
            expr = ymm_permute(vec, name(op.args[0]), name(op.args[1]), index, mask)
        elif op.kind == "align":  # half a register: [lo.hi | hi.lo]
            expr = vec.permute_halves(name(op.args[1]), name(op.args[0]), 0x21)
        elif op.kind == "clmul":
            expr = vec.clmul_lanes(name(op.args[0]), name(op.args[1]), op.param[0])
        elif op.kind == "store":
            _, offset, count = op.param
            value = name(op.args[0])
            store = vec.store(f"c + {offset}", value) if count == 4 else half.store(f"c + {offset}", vec.low_half(value))
            lines.append(f"    {store};")
            continue
        else:
            raise ValueError(f"no ymm spelling of {op.kind}")
        lines.append(f"    const {vec.T} v{i} = {expr};")
    return "\n".join(lines)


def ymm_permute(vec: X86Vector, x: str, y: str, index: tuple[int, ...], mask: int) -> str:
    """Word k = (x:y)[index[k]] where mask bit k is set, else 0, on 4-word registers: one lane permute
    (VPERM2I128) where whole 128-bit halves move, else word permutes (VPERMQ) and dword blends."""
    picks = [index[k] if mask >> k & 1 else None for k in range(4)]
    in_lane = {(1, 0, 3, 2): vec.swap_words_in_lanes, (None, 0, None, 2): vec.word_up_in_lanes,
               (1, None, 3, None): vec.word_down_in_lanes}
    if tuple(picks) in in_lane:
        return in_lane[tuple(picks)](x)
    halves = [picks[2 * k:2 * k + 2] for k in range(2)]
    if all(h == [None, None] or (h[0] is not None and h[0] % 2 == 0 and h[1] == h[0] + 1) for h in halves):
        imm = 0
        for k, h in enumerate(halves):
            imm |= (0x8 if h[0] is None else h[0] // 2) << (4 * k)
        return vec.permute_halves(x, y, imm)
    out = ""
    for source, selects in ((x, lambda i: i < 4), (y, lambda i: i >= 4)):
        words = [k for k, i in enumerate(picks) if i is not None and selects(i)]
        if not words:
            continue
        imm = sum((picks[k] % 4 if k in words else k) << (2 * k) for k in range(4))
        moved = vec.permute_u64_imm(source, imm)
        out = moved if not out else vec.blend_u32(out, moved, sum(3 << (2 * k) for k in words))
    zeros = [k for k, i in enumerate(picks) if i is None]
    return vec.blend_u32(out, vec.zero(), sum(3 << (2 * k) for k in zeros)) if zeros else out


ZMM = RegisterWidth("zmm", 8, quad_product, (0, 1, 2, 3, 2, 3, 0, 1), zmm_karatsuba_body, True)
YMM = RegisterWidth("ymm", 4, pair_product, (0, 1, 3, 2), ymm_karatsuba_body, False, max_words=32)
# two products of 17 to 25 words per call measured slower inside the HQC/BIKE rings on Zen 3 than
# those of 11 to 16 (0.82-0.99x: code size), though faster one by one; the planner stops at 16
YMM_TWO = RegisterWidth("ymm2", 4, lane_product, None, ymm_karatsuba_body, False, products=2, register="ymm",
                        max_words=16)
# four products of more than 36 words per call spill most of their 18+ digits (32 zmm registers)
ZMM_FOUR = RegisterWidth("zmm4", 8, lane_product, None, zmm_karatsuba_body, True, products=4, register="zmm",
                         max_words=36)
WIDTHS = {w.name: w for w in (ZMM, YMM, YMM_TWO, ZMM_FOUR)}


__all__ = ["RegisterWidth", "ZMM", "YMM", "YMM_TWO", "ZMM_FOUR", "WIDTHS", "lane_product", "karatsuba_program", "karatsuba_body", "karatsuba_counts",
           "karatsuba_digits", "quad_product", "pair_product", "digit_products", "ymm_permute", "MAX_KARATSUBA_WORDS"]
