"""Vector-word programs: SSA over whole vector registers of 64-bit words (4: ymm, 8: zmm), for base
kernels that keep their operands in registers (gen.isa.register_karatsuba). Each value is typed by the
operand it is linear in ("a", "b") or, after a carryless product, bilinear ("ab"): the builder refuses
a product that does not pair an a-value with a b-value and any linear op mixing the types, so the
program is GF(2)-bilinear by construction and basis pairs prove it (gen.prove.vector_proof).

`evaluate` runs a program on NumPy arrays of words (one column per input case), the semantics every
printer (gen.isa.register_karatsuba, for zmm and ymm) spells.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import numpy as np

ZERO = -1  # the all-zero value of any width and type: folded away by the builder
BIT_LEVEL_OPS = frozenset({"shrd", "shl", "and"})  # ops that move bits within or across words


@dataclass(frozen=True)
class VecOp:
    """One op. kind: load (param: array, word offset, count), broadcast (param: the same; the words
    loaded into both halves of a register: 4 in a zmm, 2 in a ymm), window (param: array, start: word w
    is array[start + w] where that lies inside the operand, else 0), lane_broadcast (param: array, word
    offset, count: two words in every 128-bit lane, or one in every word), load_lanes (param: array, the
    word offset of each part, count: the register cut into equal parts, one per product, each from
    its own place), xor, xor3, permute (param: index, mask;
    indices from `words` up select the second argument), align (param: shift; args hi, lo), clmul
    (param: imm), store (param: array, word offset, count), store_lanes (param: array, the word
    offset of each part, count)."""

    kind: str
    args: tuple[int, ...]
    words: int
    side: str
    param: tuple = ()


@dataclass
class VecProgram:
    """The ops in order; value id = index of the op defining it. `size`: operand words of one
    product; `products`: independent products computed at once (operands a = a0|a1.., b = b0|b1..,
    c = a0*b0|a1*b1.., each `size` and 2*`size` words)."""

    size: int
    ops: list[VecOp] = field(default_factory=list)
    products: int = 1

    def counts(self) -> Counter:
        """Ops per kind ('clmul', 'permute', 'xor', ...), stores and loads included."""
        return Counter(op.kind for op in self.ops)

    @property
    def bit_level(self) -> bool:
        """Does any op move bits within words (BIT_LEVEL_OPS), not only whole words?"""
        return any(op.kind in BIT_LEVEL_OPS for op in self.ops)


class VecBuilder:
    """Builds a VecProgram, checking the linearity types and folding zeros."""

    def __init__(self, size: int, products: int = 1):
        self.prog = VecProgram(size, products=products)
        self.derived: dict[tuple[str, int], int] = {}  # values a description derives once per value (by name)

    def _add(self, op: VecOp) -> int:
        self.prog.ops.append(op)
        return len(self.prog.ops) - 1

    def op(self, value: int) -> VecOp:
        return self.prog.ops[value]

    def load(self, array: str, offset: int, count: int, words: int) -> int:
        """Words array[offset .. offset+count) of operand `array` ("a" or "b"), zero above."""
        if count <= 0:
            return ZERO
        return self._add(VecOp("load", (), words, array, (array, offset, count)))

    def broadcast(self, array: str, offset: int, count: int, words: int = 8) -> int:
        """Words array[offset .. offset+count) (zero up to words/2) in both halves of a `words`-word register."""
        if count <= 0:
            return ZERO
        return self._add(VecOp("broadcast", (), words, array, (array, offset, count)))

    def window(self, array: str, start: int, words: int = 8) -> int:
        """Word w = array[start + w] where 0 <= start + w < size, zero elsewhere: the operand seen through a
        `words`-word window that may begin below it (start < 0) or end above it."""
        if not any(0 <= start + w < self.prog.size for w in range(words)):
            return ZERO
        return self._add(VecOp("window", (), words, array, (array, start)))

    def lane_broadcast(self, array: str, offset: int, count: int, words: int = 8) -> int:
        """Words array[offset], array[offset + 1] (count 2) in every 128-bit lane; with count 1, array[offset] in
        every word."""
        if count not in (1, 2):
            raise ValueError("a lane broadcast takes one or two words")
        return self._add(VecOp("lane_broadcast", (), words, array, (array, offset, count)))

    def load_lanes(self, array: str, offsets: tuple[int, ...], count: int, words: int = 4) -> int:
        """Part k of a `words`-word register cut into len(offsets) parts: words array[offsets[k] ..
        offsets[k]+count) (zero above)."""
        if count <= 0:
            return ZERO
        return self._add(VecOp("load_lanes", (), words, array, (array, offsets, count)))

    def xor(self, *values: int) -> int:
        """The XOR of the values (two or three at a time; zeros dropped)."""
        live = [v for v in values if v != ZERO]
        if not live:
            return ZERO
        sides = {self.op(v).side for v in live}
        widths = {self.op(v).words for v in live}
        if len(sides) != 1 or len(widths) != 1:
            raise ValueError(f"xor mixes {sorted(sides)} values of widths {sorted(widths)}")
        acc, rest, width, side = live[0], live[1:], widths.pop(), sides.pop()
        while rest:
            take, rest = rest[:2], rest[2:]
            acc = self._add(VecOp("xor" if len(take) == 1 else "xor3", (acc, *take), width, side))
        return acc

    def permute(self, x: int, index: tuple[int | None, ...], y: int = ZERO, words: int = 8) -> int:
        """Word k = (x:y)[index[k]], or 0 where index[k] is None; x and y of the same type. Indices
        below `words` select x, from `words` up y (the narrower source's missing words are never selected)."""
        if all(i is None for i in index):
            return ZERO
        src = [v for v in (x, y) if v != ZERO]
        if not src:
            return ZERO
        side = self.op(src[0]).side
        for k, i in enumerate(index):
            if i is None:
                continue
            v = x if i < words else y
            if v == ZERO:
                index = index[:k] + (None,) + index[k + 1:]
            elif i % words >= self.op(v).words:
                raise ValueError(f"permute index {i} beyond a {self.op(v).words}-word source")
        if all(i is None for i in index):
            return ZERO
        if any(self.op(v).side != side for v in src):
            raise ValueError("permute mixes operand types")
        mask = sum(1 << k for k, i in enumerate(index) if i is not None)
        return self._add(VecOp("permute", (x, y), words, side, (tuple(0 if i is None else i for i in index), mask)))

    def align(self, hi: int, lo: int, shift: int) -> int:
        """Words shift .. shift+w-1 of the 2w-word concatenation hi:lo of two w-word registers."""
        if hi == ZERO and lo == ZERO:
            return ZERO
        some = self.op(hi if hi != ZERO else lo)
        return self._add(VecOp("align", (hi, lo), some.words, some.side, (shift,)))

    def clmul(self, x: int, y: int, imm: int) -> int:
        """Per 128-bit lane of x (a-linear) and y (b-linear), registers of one width: carryless
        product of word (imm & 1) of x and word (imm >> 4) & 1 of y, 128 bits."""
        if x == ZERO or y == ZERO:
            return ZERO
        if (self.op(x).side, self.op(y).side) != ("a", "b"):
            raise ValueError(f"clmul pairs {self.op(x).side} with {self.op(y).side}: not bilinear")
        if self.op(x).words != self.op(y).words:
            raise ValueError("clmul of registers of different widths")
        return self._add(VecOp("clmul", (x, y), self.op(x).words, "ab", (imm,)))

    def shrd(self, lo: int, hi: int, n: int) -> int:
        """Word k = lo[k] >> n | hi[k] << (64 - n), 0 < n < 64 (VPSHRDQ): a funnel shift of each pair of words."""
        if not 0 < n < 64:
            raise ValueError(f"funnel shift by {n} bits")
        if lo == ZERO and hi == ZERO:
            return ZERO
        some = self.op(hi if hi != ZERO else lo)
        if lo != ZERO and hi != ZERO and (self.op(lo).side, self.op(lo).words) != (some.side, some.words):
            raise ValueError("funnel shift mixes operand types or widths")
        return self._add(VecOp("shrd", (lo, hi), some.words, some.side, (n,)))

    def shl(self, x: int, n: int) -> int:
        """Word k = x[k] << n, 0 < n < 64 (VPSLLQ)."""
        if not 0 < n < 64:
            raise ValueError(f"shift by {n} bits")
        if x == ZERO:
            return ZERO
        return self._add(VecOp("shl", (x,), self.op(x).words, self.op(x).side, (n,)))

    def and_words(self, x: int, masks: tuple[int, ...]) -> int:
        """Word k = x[k] & masks[k] (VPANDQ with a constant; missing masks are 0)."""
        if x == ZERO or not any(masks):
            return ZERO
        masks = tuple(masks) + (0,) * (self.op(x).words - len(masks))
        if all(mask == (1 << 64) - 1 for mask in masks):
            return x
        return self._add(VecOp("and", (x,), self.op(x).words, self.op(x).side, masks))

    def store(self, value: int, offset: int, count: int, array: str = "c") -> None:
        """Words 0 .. count of value to array[offset ..] (the product c, or a reduced result r)."""
        if value != ZERO and self.op(value).side != "ab":
            raise ValueError("the output must be a product")
        self.prog.ops.append(VecOp("store", (value,), self.op(value).words if value != ZERO else 8, "ab",
                                   (array, offset, count)))

    def store_lanes(self, value: int, offsets: tuple[int, ...], count: int) -> None:
        """Words 0 .. count of each part k of value (cut into len(offsets) parts) to c[offsets[k] ..]."""
        if value == ZERO or self.op(value).side != "ab":
            raise ValueError("the output must be a product")
        self.prog.ops.append(VecOp("store_lanes", (value,), self.op(value).words, "ab", ("c", offsets, count)))

    def finish(self, fuse: bool = True) -> VecProgram:
        """The program without the values no store needs (a padded top digit's), with chains of
        two-input XORs fused into three-input ones (VPTERNLOGQ) when `fuse`."""
        prog = drop_dead(self.prog)
        return fuse_xor_chains(prog) if fuse else prog


def drop_dead(prog: VecProgram) -> VecProgram:
    """prog without the ops whose values no store uses, directly or through other ops."""
    live: set[int] = set()
    for i in range(len(prog.ops) - 1, -1, -1):
        op = prog.ops[i]
        if op.kind in ("store", "store_lanes") or i in live:
            live.update(v for v in op.args if v != ZERO)
    keep = [i for i, op in enumerate(prog.ops) if op.kind in ("store", "store_lanes") or i in live]
    if len(keep) == len(prog.ops):
        return prog
    renumber = {old: new for new, old in enumerate(keep)} | {ZERO: ZERO}
    out = VecProgram(prog.size, products=prog.products)
    for i in keep:
        op = prog.ops[i]
        out.ops.append(VecOp(op.kind, tuple(renumber[v] for v in op.args), op.words, op.side, op.param))
    return out


def fuse_xor_chains(prog: VecProgram) -> VecProgram:
    """xor(xor(x, y), z) -> xor3(x, y, z) where the inner XOR has no other use; dead ops dropped."""
    uses = Counter(v for op in prog.ops for v in op.args if v != ZERO)
    ops = list(prog.ops)
    dead: set[int] = set()
    for i, op in enumerate(ops):
        if op.kind != "xor":
            continue
        for k, v in enumerate(op.args):
            inner = ops[v]
            if inner.kind == "xor" and uses[v] == 1 and v not in dead:
                ops[i] = VecOp("xor3", (*inner.args, op.args[1 - k]), op.words, op.side)
                dead.add(v)
                break
    renumber: dict[int, int] = {ZERO: ZERO}
    out = VecProgram(prog.size, products=prog.products)
    for i, op in enumerate(ops):
        if i in dead:
            continue
        renumber[i] = len(out.ops)
        out.ops.append(VecOp(op.kind, tuple(renumber[v] for v in op.args), op.words, op.side, op.param))
    return out


# -- semantics --------------------------------------------------------------------------------------
def clmul_words(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(lo, hi) of the 64x64 carryless products of x and y (broadcast arrays of uint64)."""
    if x.size == 1:  # one multiplier for every column: only its set bits cost anything
        return clmul_by_word(int(x.reshape(-1)[0]), y)
    x, y = np.broadcast_arrays(x, y)
    lo = np.zeros(x.shape, dtype=np.uint64)
    hi = np.zeros(x.shape, dtype=np.uint64)
    one = np.uint64(1)
    for t in range(64):
        bit = ((x >> np.uint64(t)) & one).astype(bool)
        if not bit.any():
            continue
        lo ^= np.where(bit, y << np.uint64(t), np.uint64(0))
        if t:
            hi ^= np.where(bit, y >> np.uint64(64 - t), np.uint64(0))
    return lo, hi


def clmul_by_word(x: int, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(lo, hi) of the carryless products of the word x and every word of y."""
    lo = np.zeros(y.shape, dtype=np.uint64)
    hi = np.zeros(y.shape, dtype=np.uint64)
    for t in range(64):
        if x >> t & 1:
            lo ^= y << np.uint64(t)
            if t:
                hi ^= y >> np.uint64(64 - t)
    return lo, hi


def apply(op: VecOp, args: list[np.ndarray | None], columns: int) -> np.ndarray:
    """The value of one (non-load, non-store) op from its arguments' values (None: zero)."""
    def val(v: np.ndarray | None, words: int) -> np.ndarray:
        return np.zeros((words, columns), dtype=np.uint64) if v is None else v

    if op.kind in ("xor", "xor3"):
        out = val(args[0], op.words).copy()
        for v in args[1:]:
            out ^= val(v, op.words)
        return out
    if op.kind == "permute":
        index, mask = op.param
        x, y = args
        rows = []
        for k, i in enumerate(index):
            src = x if i < op.words else y
            rows.append(val(src, op.words)[i % op.words] if mask >> k & 1 else np.zeros(columns, dtype=np.uint64))
        return np.stack(rows)
    if op.kind == "align":
        hi, lo = val(args[0], op.words), val(args[1], op.words)
        return np.concatenate([lo, hi])[op.param[0]:op.param[0] + op.words]
    if op.kind == "shrd":
        n = np.uint64(op.param[0])
        return (val(args[0], op.words) >> n) | (val(args[1], op.words) << (np.uint64(64) - n))
    if op.kind == "shl":
        return val(args[0], op.words) << np.uint64(op.param[0])
    if op.kind == "and":
        return val(args[0], op.words) & np.array(op.param, dtype=np.uint64)[:, None]
    if op.kind == "clmul":
        imm = op.param[0]
        x, y = val(args[0], op.words), val(args[1], op.words)
        out = np.empty((op.words, max(x.shape[1], y.shape[1])), dtype=np.uint64)
        for lane in range(op.words // 2):
            out[2 * lane], out[2 * lane + 1] = clmul_words(x[2 * lane + (imm & 1)], y[2 * lane + (imm >> 4 & 1)])
        return out
    raise ValueError(f"cannot evaluate op {op.kind}")


def evaluate(prog: VecProgram, a: np.ndarray, b: np.ndarray, known: dict[int, np.ndarray] | None = None,
             sides: frozenset[str] = frozenset({"a", "b", "ab"})) -> tuple[np.ndarray, dict[int, np.ndarray]]:
    """(c, values): c[2*size*products, columns] from operands a, b[size*products, columns] (columns broadcast), and the
    value of every op. `known` values are taken as given; only ops of `sides` are evaluated (the rest
    stay unknown), so the a- and b-linear parts can be computed once for many products. Every store
    writes into c, whatever array it names."""
    values: dict[int, np.ndarray] = dict(known or {})
    columns = max(a.shape[1], b.shape[1])
    c = np.zeros((2 * prog.size * prog.products, columns), dtype=np.uint64)
    operands = {"a": a, "b": b}
    for i, op in enumerate(prog.ops):
        if i in values or op.side not in sides:
            continue
        if op.kind in ("load", "broadcast"):
            array, offset, count = op.param
            rows = np.zeros((op.words, operands[array].shape[1]), dtype=np.uint64)
            rows[:count] = operands[array][offset:offset + count]
            if op.kind == "broadcast":
                rows[op.words // 2:] = rows[:op.words // 2]
            values[i] = rows
        elif op.kind == "window":
            array, start = op.param
            rows = np.zeros((op.words, operands[array].shape[1]), dtype=np.uint64)
            for w in range(op.words):
                if 0 <= start + w < prog.size:
                    rows[w] = operands[array][start + w]
            values[i] = rows
        elif op.kind == "lane_broadcast":
            array, offset, count = op.param
            pattern = [offset, offset + 1] if count == 2 else [offset, offset]
            values[i] = np.stack([operands[array][pattern[w % 2]] for w in range(op.words)])
        elif op.kind == "load_lanes":
            array, offsets, count = op.param
            part = op.words // len(offsets)
            rows = np.zeros((op.words, operands[array].shape[1]), dtype=np.uint64)
            for k, offset in enumerate(offsets):
                rows[k * part:k * part + count] = operands[array][offset:offset + count]
            values[i] = rows
        elif op.kind == "store_lanes":
            _, offsets, count = op.param
            part = op.words // len(offsets)
            for k, offset in enumerate(offsets):
                c[offset:offset + count] = values[op.args[0]][k * part:k * part + count]
        elif op.kind == "store":
            _, offset, count = op.param
            if op.args[0] != ZERO:
                c[offset:offset + count] = values[op.args[0]][:count]
        else:
            values[i] = apply(op, [None if v == ZERO else values[v] for v in op.args], columns)
    return c, values


__all__ = ["VecOp", "VecProgram", "VecBuilder", "ZERO", "BIT_LEVEL_OPS", "evaluate", "clmul_words"]
