"""Split trees for an n x n word carryless product, and their lowering to IR.

Products are lowered to *diagonals*: double words D_k (k = 0 .. 2n-2) with the product equal to
sum D_k x^(W k). Schoolbook accumulates each diagonal with double-word XORs; Karatsuba combines
sub-products by shifting diagonal indices, which costs no bit shifts at all.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir import Builder
from ..ir.wordops import Poly, xor_polys


@dataclass(frozen=True)
class Tree:
    """kind: "clmul" (n = 1), "school", "kara2" (split at h words), "kara3" (three parts of t)."""

    kind: str
    n: int
    split: int = 0
    children: tuple[Tree, ...] = ()

    def describe(self) -> str:
        if self.kind == "clmul":
            return "1x1"
        if self.kind == "school":
            return f"schoolbook {self.n}x{self.n}"
        inner = ", ".join(c.describe() for c in _distinct(self.children))
        if self.kind == "kara2":
            return f"Karatsuba {self.n} = {self.split}+{self.n - self.split} [{inner}]"
        t = self.split
        return f"3-way Karatsuba {self.n} = {t}+{t}+{self.n - 2 * t} [{inner}]"

    def products(self) -> int:
        """Number of 1x1 word products in the tree."""
        if self.kind == "clmul":
            return 1
        if self.kind == "school":
            return self.n * self.n
        return sum(c.products() for c in self.children)


def _distinct(trees: tuple[Tree, ...]) -> list[Tree]:
    seen: list[Tree] = []
    for t in trees:
        if t not in seen:
            seen.append(t)
    return seen


def school(n: int) -> Tree:
    return Tree("clmul", 1) if n == 1 else Tree("school", n)


def kara2_splits(n: int) -> list[int]:
    """Split points h (low part) for 2-way Karatsuba: balanced or unbalanced, as long as the
    middle product's diagonals stay inside the result (3h <= 2n)."""
    return [h for h in range(-(-n // 2), n) if 3 * h <= 2 * n]


def kara3_split(n: int) -> int | None:
    """Part size t for 3-way Karatsuba (parts t, t, n-2t), or None when the split is too uneven."""
    t = -(-n // 3)
    last = n - 2 * t
    return t if n >= 3 and 0 < last <= t and 2 * (t - last) <= t else None


def kara2(n: int, h: int, low: Tree, high: Tree) -> Tree:
    """Split A = A0 + t A1 with A0 of h words; children: A0B0 (h), A1B1 (n-h), (A0+A1)(B0+B1) (h)."""
    assert low.n == h and high.n == n - h and h in kara2_splits(n)
    return Tree("kara2", n, h, (low, high, low))


def kara3(n: int, t: int, sub_t: Tree, sub_last: Tree) -> Tree:
    """Three parts of t, t, n-2t words; six products (P0, P1, P2, P01, P02, P12)."""
    assert sub_t.n == t and sub_last.n == n - 2 * t and kara3_split(n) == t
    return Tree("kara3", n, t, (sub_t, sub_t, sub_last, sub_t, sub_t, sub_t))


def lower(b: Builder, tree: Tree, xs: Poly, ys: Poly) -> list[int]:
    """Emit the product of word lists xs, ys (each tree.n words) and return its diagonals."""
    n = tree.n
    assert len(xs) == n and len(ys) == n
    if tree.kind == "clmul":
        return [b.clmul(xs[0], ys[0])]
    if tree.kind == "school":
        return [
            b.dxor(*(b.clmul(xs[i], ys[k - i]) for i in range(max(0, k - n + 1), min(k, n - 1) + 1)))
            for k in range(2 * n - 1)
        ]
    if tree.kind == "kara2":
        h = tree.split
        low, high, mid = tree.children
        x0, x1, y0, y1 = xs[:h], xs[h:], ys[:h], ys[h:]
        p0 = lower(b, low, x0, y0)
        p2 = lower(b, high, x1, y1)
        p1 = lower(b, mid, xor_polys(b, x0, x1), xor_polys(b, y0, y1))
        middle = _dsum(b, (p1, 0), (p0, 0), (p2, 0))
        return _dsum(b, (p0, 0), (middle, h), (p2, 2 * h), length=2 * n - 1)
    if tree.kind == "kara3":
        t = tree.split
        c0, c1, c2, c01, c02, c12 = tree.children
        x = [xs[:t], xs[t:2 * t], xs[2 * t:]]
        y = [ys[:t], ys[t:2 * t], ys[2 * t:]]
        p0, p1, p2 = (lower(b, c, x[i], y[i]) for i, c in enumerate((c0, c1, c2)))
        pad = lambda p: p + [b.ZERO] * (t - len(p))  # noqa: E731
        p01 = lower(b, c01, xor_polys(b, x[0], x[1]), xor_polys(b, y[0], y[1]))
        p02 = lower(b, c02, pad(xor_polys(b, x[0], x[2])), pad(xor_polys(b, y[0], y[2])))
        p12 = lower(b, c12, pad(xor_polys(b, x[1], x[2])), pad(xor_polys(b, y[1], y[2])))
        # C = P0 + (P01+P0+P1) s + (P02+P0+P1+P2) s^2 + (P12+P1+P2) s^3 + P2 s^4, s = x^(W t)
        return _dsum(
            b,
            (p0, 0),
            (p01, t), (p0, t), (p1, t),
            (p02, 2 * t), (p0, 2 * t), (p1, 2 * t), (p2, 2 * t),
            (p12, 3 * t), (p1, 3 * t), (p2, 3 * t),
            (p2, 4 * t),
            length=2 * n - 1,
        )
    raise ValueError(tree.kind)


def _dsum(b: Builder, *terms: tuple[list[int], int], length: int | None = None) -> list[int]:
    """Sum of diagonal lists, each placed at a diagonal offset."""
    size = length if length is not None else max(len(d) + off for d, off in terms)
    buckets: list[list[int]] = [[] for _ in range(size)]
    for diags, off in terms:
        for k, v in enumerate(diags):
            if not b.is_zero(v):
                if k + off >= size:
                    raise AssertionError("product diagonal out of range")
                buckets[k + off].append(v)
    return [b.dxor(*vs) for vs in buckets]
