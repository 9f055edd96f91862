"""A proof obligation for one glue routine at fixed sizes, and the bit-sliced check of it.

The routine is linear (gen.glue.machine establishes it while running), so its values on the
vectors of a spanning set of its input domain decide it there. An `Obligation` lists those basis
vectors with, for each, the output the specification gives (gen.glue.specs computes it from the
mathematical description of the routine). `prove` runs the routine once on all of them at once and
compares every output bit; the first wrong bit is reported by array, element and bit, with a basis
vector on which code and specification differ.
"""
from __future__ import annotations

import inspect
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from ..errors import GenError
from ..prove.cache import key_of, remembered
from .ir import ArrayParam, Function
from .machine import EMPTY, ZERO, Buffer, Machine, View
from .printer import VectorSpelling, print_function

# one basis vector: (input bit positions per array, expected output bit positions per array);
# a position is element * element_bits + bit
Vector = tuple[dict[str, Iterable[int]], dict[str, Iterable[int]]]


@dataclass(frozen=True)
class ArraySpec:
    """An array the routine is called with: `length` elements of `bits` bits. defined=False: its
    contents are undefined on entry (the routine must write before it reads)."""

    length: int
    bits: int = 64
    defined: bool = True


@dataclass
class Obligation:
    """`function` at these sizes maps every basis vector to its expected outputs."""

    routine: str  # e.g. "interp3(w=93, z=91)": names the routine in reports and errors
    function: Function
    arrays: dict[str, ArraySpec]
    outputs: tuple[str, ...]
    vectors: Callable[[], Iterable[Vector]]
    describe: Callable[[int], str]  # basis vector k in words, for messages
    ints: dict[str, int] = field(default_factory=dict)
    aliases: dict[str, str] = field(default_factory=dict)  # array -> the array whose storage it shares
    basis: str = ""  # which vectors, in a phrase


@dataclass(frozen=True)
class ProofReport:
    routine: str
    vectors: int
    seconds: float
    vector_words: int
    basis: str = ""

    def describe(self) -> str:
        return f"{self.routine}: {self.vectors} basis vectors ({self.basis}), {self.seconds:.2f} s"


def prove(ob: Obligation, vector_words: int) -> ProofReport:
    """Run ob.function bit-sliced with vector loops of `vector_words` words; GenError unless every
    output bit equals the specification on every basis vector."""
    start = time.perf_counter()
    buffers = {name: Buffer(name, [ZERO if spec.defined else None] * spec.length, spec.bits)
               for name, spec in ob.arrays.items() if name not in ob.aliases}
    planes: dict[str, dict[int, list]] = {name: {} for name in buffers}
    expected: dict[str, dict[int, list]] = {name: {} for name in ob.outputs}
    count = 0
    for k, (inputs, outputs) in enumerate(ob.vectors()):
        count = k + 1
        for name, positions in inputs.items():
            _add(planes[ob.aliases.get(name, name)], positions, k)
        for name, positions in outputs.items():
            _add(expected[name], positions, k)
    for name, bits in planes.items():
        _fill(buffers[name], bits, ob, name)
    for name, table in expected.items():
        spec = ob.arrays[name]
        beyond = [p for p, ks in table.items() if plane(ks) and p >= spec.length * spec.bits]
        if beyond:
            raise GenError(f"glue proof of {ob.routine}: the specification sets bit {min(beyond)} of {name}, "
                           f"beyond its {spec.length} elements")
    bindings = {}
    for p in ob.function.params:
        if isinstance(p, ArrayParam):
            if p.name not in ob.arrays:
                raise GenError(f"glue proof of {ob.routine}: no array for parameter {p.name}")
            bindings[p.name] = View(buffers[ob.aliases.get(p.name, p.name)])
        else:
            bindings[p.name] = ob.ints[p.name]
    Machine(ob.routine, vector_words).run(ob.function, bindings)
    for name in ob.outputs:
        _compare(ob, name, buffers[ob.aliases.get(name, name)], expected[name], vector_words)
    return ProofReport(ob.routine, count, time.perf_counter() - start, vector_words, ob.basis)


def _add(table: dict[int, list], positions: Iterable[int], k: int) -> None:
    """Vector k has a 1 at these positions (a position listed twice for one vector cancels)."""
    for p in positions:
        ks = table.get(p)
        if ks is None:
            table[p] = [k]
        else:
            ks.append(k)


def plane(ks: list) -> frozenset:
    """The set of vectors listed an odd number of times."""
    s = frozenset(ks)
    if len(s) == len(ks):
        return s
    odd: set = set()
    for k in ks:
        odd ^= {k}
    return frozenset(odd)


def _fill(buf: Buffer, table: dict[int, list], ob: Obligation, name: str) -> None:
    """Input planes into the buffer's elements (positions element * bits + bit)."""
    bits, cells = buf.bits, buf.cells
    by_element: dict[int, list] = {}
    for pos, ks in table.items():
        e, b = divmod(pos, bits)
        row = by_element.get(e)
        if row is None:
            if e >= len(cells) or cells[e] is None:
                raise GenError(f"glue proof of {ob.routine}: basis sets bit {pos} of {name}, outside its "
                               f"defined input")
            row = by_element[e] = [EMPTY] * 64
        row[b] = plane(ks)
    for e, row in by_element.items():
        cells[e] = tuple(row) if any(row) else ZERO


def _compare(ob: Obligation, name: str, buf: Buffer, want: dict[int, list], vector_words: int) -> None:
    spec = ob.arrays[name]
    bits = spec.bits
    for e in range(spec.length):
        cell = buf.cells[e]
        if cell is None:
            raise GenError(f"glue proof of {ob.routine} failed: output {name}[{e}] is never written")
        for b in range(64):
            got = cell[b]
            expect = plane(want.get(e * bits + b, [])) if b < bits else EMPTY
            if got != expect:
                diff = got ^ expect
                k = min(diff)
                raise GenError(
                    f"glue proof of {ob.routine} failed (vector loops of {vector_words} words): output {name}[{e}] "
                    f"bit {b} is the first wrong output bit: on basis vector {k} ({ob.describe(k)}) the code gives "
                    f"{int(k in got)}, the specification {int(k in expect)}")


# -- remembered proofs -----------------------------------------------------------------------------------
def proof_key(ob: Obligation, vector_words: int) -> str:
    """What a proof's outcome depends on: the routine as printed, its sizes and arrays, the vector width,
    and the source of the machinery and of the specification (the modules of ob.vectors and ob.describe)."""
    sources = [*Path(__file__).parent.glob("*.py"), Path(inspect.getsourcefile(ob.vectors)),
               Path(inspect.getsourcefile(ob.describe))]
    parts = (ob.routine, str(vector_words), print_function(ob.function, VectorSpelling("p_", vector_words)),
             repr(sorted(ob.arrays.items())), repr(ob.outputs), repr(sorted(ob.ints.items())),
             repr(sorted(ob.aliases.items())), ob.basis)
    return key_of(parts, sources)


def prove_remembered(ob: Obligation, vector_words: int) -> ProofReport:
    """prove(), remembered on disk by proof_key (gen.prove.cache): the same printed routine at the same
    sizes, proved by the same machinery against the same specification, is not run again."""
    data = remembered(proof_key(ob, vector_words), lambda: asdict(prove(ob, vector_words)))
    return ProofReport(data["routine"], data["vectors"], data["seconds"], data["vector_words"], data["basis"])


@dataclass
class GlueProof:
    """What was proved: one report per routine and size, the symbolic checks, the total time."""

    reports: list[ProofReport]
    algebra: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def vectors(self) -> int:
        return sum(r.vectors for r in self.reports)

    def describe(self) -> str:
        """One line for a kernel's provenance (deterministic: no timing)."""
        return f"{len(self.reports)} routines at their sizes on {self.vectors} basis vectors"

    def summary(self) -> str:
        """describe() with the time, for the CLI report."""
        return f"{self.describe()} ({self.seconds:.1f} s)"
