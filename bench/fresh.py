"""Fresh copies of a bench driver, one per timed process, and the spread of a figure over them.

A copy is byte-identical but a new file, so its code gets page-cache pages of its own: where those pages
sit in physical memory moved one kernel by up to 25% between identical binaries on the AVX-512 hosts
(issue 21). The benches that time several processes (compare, rings, modq) run each one on its own copy
and print the spread (lowest to highest) of their ratios beside the median.
"""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Iterable


def fresh_copy(binary: Path, index: int) -> Path:
    """A byte-identical executable copy of `binary` beside it, named for the process (pass) that runs it."""
    copy = binary.with_name(f"{binary.name}.copy{index}")
    shutil.copy2(binary, copy)
    return copy


def spread(values: Iterable[float | None], digits: int = 2) -> str:
    """lowest-highest of a figure over the copies, e.g. "2.05-2.20" ("–" without a figure)."""
    xs = [x for x in values if x is not None and x == x]
    return f"{min(xs):.{digits}f}-{max(xs):.{digits}f}" if xs else "–"


def copies_note(passes: int, with_spread: bool = True) -> str:
    """The header line that says how the processes were run (and what the `spread` columns are)."""
    return (f"each of the {passes} processes runs its own fresh copy of the driver (byte-identical, new "
            "page-cache pages: code placement moved kernels by up to 25% between copies on AVX-512 hosts)"
            + ("; `spread` is the lowest to highest ratio over the copies" if with_spread else ""))


__all__ = ["fresh_copy", "spread", "copies_note"]
