"""`gen tune --prime Q --ntt N`: time candidate pass structures of the transforms on this host and
record the fastest as wisdom.

The candidates are the cost model's pass structures and, on vector ISAs, the same with two or four
groups of a pass processed together (their butterflies alternating, so independent multiplies sit side
by side for the compiler and the core). Each is emitted as a kernel with its own prefix; one driver
(gen.tune.measure) times every candidate's forward and inverse transform interleaved, after checking
they agree mod q. The fastest forward and the fastest inverse structure (ties within NOISE go to the
model's favourite) are recorded as a [[modq]] entry of the wisdom file, which generation reads back.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ...isa import Target
from ...isa.lanes import lane_spelling
from ...tune.host import IDENTITY_KEYS, host_identity, where_measured
from ...tune.measure import Candidates, Timing, time_candidates
from ...tune.wisdom import WisdomTable, fastest, lookup, record
from .lower import Segment, Shape
from .plan import shapes
from .spec import NttSpec

REPS = 201
CALLS = 8
MODQ_TABLE = WisdomTable("modq", ("ring", "isa", *IDENTITY_KEYS, "ntt", "invntt"), "ring")


@dataclass(frozen=True)
class MeasuredShape:
    passes: str
    ntt: float  # median ticks per forward transform
    invntt: float  # median ticks per inverse transform


def candidate_passes(model: list[Shape]) -> list[str]:
    """The model's structures (cheapest first), then their variants with passes' groups interleaved."""
    out = [s.passes() for s in model]
    if model and model[0].lanes > 1:
        for shape in model:
            for together in (2, 4):
                segs = tuple(Segment(s.first, s.last, s.unroll, together if s.unroll else 1) for s in shape.segments)
                text = Shape(shape.lanes, segs).passes()
                if text not in out:
                    out.append(text)
    return out


def _candidates(names: list[str], spec: NttSpec) -> Candidates:
    """Forward transforms of the first half of runs, inverse of the second, each on its own buffer."""
    n, k = spec.n, len(names)
    includes = "\n".join(f'#include "{name}.h"' for name in names)
    ctype = f"int{spec.lane_bits}_t"
    declarations = f"{includes}\nstatic {ctype} BUF[{2 * k}][{n}];"
    setup = (f"    for (int i = 0; i < {2 * k}; i++)\n"
             f"        for (int j = 0; j < {n}; j++)\n"
             f"            BUF[i][j] = ({ctype})((int64_t)(hc_xorshift64(seed) % {2 * spec.input_bound + 1}) - "
             f"{spec.input_bound});\n"
             f"    for (int i = 1; i < {2 * k}; i++)\n"
             f"        memcpy(BUF[i], BUF[0], sizeof BUF[0]);")
    runs = [f"{name}_ntt(BUF[{i}]);" for i, name in enumerate(names)]
    runs += [f"{name}_invntt_tomont(BUF[{k + i}]);" for i, name in enumerate(names)]
    differs = (f"    for (int i = 1; i < {2 * k}; i++)\n"
               f"        for (int j = 0; j < {n}; j++)\n"
               f"            if (((int64_t)BUF[i][j] - BUF[i < {k} ? 0 : {k}][j]) % {spec.q})\n"
               f"                return i;\n"
               f"    return 0;")
    return Candidates(declarations, setup, runs, f"(uint64_t)(u{ctype})BUF[0][0]", differs)


def measure(spec: NttSpec, target: Target, passes: list[str],
            emit: Callable[[str, str], dict[str, str]]) -> list[MeasuredShape]:
    """Emit a kernel per pass structure (emit(name, passes) -> its files) and time both transforms."""
    names = [f"cand{i}" for i in range(len(passes))]
    files: dict[str, str] = {}
    for name, text in zip(names, passes):
        files.update(emit(name, text))
    ticks = time_candidates(_candidates(names, spec), Timing(reps=REPS, calls=CALLS, warmup=4 * len(names)),
                            list(target.cflags), "mod-q tuning driver", files)
    k = len(names)
    return [MeasuredShape(p, ticks[i], ticks[k + i]) for i, p in enumerate(passes)]


def record_modq(path: Path, spec: NttSpec, target: Target, ntt: str, invntt: str) -> None:
    entry = {"ring": spec.text, "isa": target.name, **host_identity(), "ntt": ntt, "invntt": invntt}
    record(path, MODQ_TABLE, entry, lambda e: (e["ring"], e["isa"]) == (spec.text, target.name))


def passes_from_wisdom(path: Path, spec: NttSpec, target: Target) -> tuple[str, str, str] | None:
    """(forward passes, inverse passes, where measured) recorded for (spec, ISA), or None."""
    e = lookup(path, MODQ_TABLE, lambda e: (e["ring"], e["isa"]) == (spec.text, target.name))
    return None if e is None else (str(e["ntt"]), str(e["invntt"]), where_measured(e))


def tune_modq(spec: NttSpec, target: Target, wisdom: Path, emit: Callable[[str, str], dict[str, str]],
              k: int | None = None) -> tuple[list[MeasuredShape], MeasuredShape, MeasuredShape]:
    """Time the candidates, record the fastest forward and inverse structures; (all, best ntt, best invntt)."""
    passes = candidate_passes(shapes(spec, lane_spelling(target, spec.lane_bits), target))[:k]
    results = measure(spec, target, passes, emit)
    best_ntt = fastest(results, lambda r: r.ntt, lambda r: results.index(r))
    best_inv = fastest(results, lambda r: r.invntt, lambda r: results.index(r))
    record_modq(wisdom, spec, target, best_ntt.passes, best_inv.passes)
    return results, best_ntt, best_inv
