"""Fair third-party anchors for the benchmark: gf2x and NTL built from Debian *source* packages
and tuned on this host (see build.sh), plus Debian's binary libgf2x as a footnote.

Nothing third-party lives in the repo: build.sh fetches and builds into a cache directory
(``$GEN_ANCHOR_CACHE``, default ``~/.cache/gen-anchors``). Figures are TSC ticks per call,
throughput over 64 independent inputs, medians over the repetitions (``anchor_timing.h``).

    python3 -m bench.anchors          # build if needed, print the reference table
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Literal, Sequence

HERE = Path(__file__).resolve().parent
BUILD_SH = HERE / "build.sh"
DEFAULT_REPS = 301

Which = Literal["tuned", "debian-binary"]
_BINARIES: dict[str, str] = {"tuned": "anchor_gf2x_tuned", "debian-binary": "anchor_gf2x_debian"}

# /work/shared/ANCHORS.md, for comparison only (ticks; this machine kind, gcc 12)
REFERENCE_GF2X_TUNED: dict[int, float] = {
    1: 13.1, 2: 15.5, 4: 24.6, 8: 56.9, 9: 76.4, 10: 146, 16: 224, 32: 661, 64: 1967,
    128: 5852, 277: 19958,
}
REFERENCE_NTL_MUL: dict[int, tuple[list[int], float]] = {
    8: ([8, 4, 3, 2, 0], 49.2), 12: ([12, 3, 0], 54.8), 13: ([13, 4, 3, 1, 0], 55.7),
    128: ([128, 7, 2, 1, 0], 74.5), 163: ([163, 7, 6, 3, 0], 144), 233: ([233, 74, 0], 126),
    283: ([283, 12, 7, 5, 0], 199), 409: ([409, 87, 0], 185), 571: ([571, 10, 5, 2, 0], 455),
}


class AnchorError(RuntimeError):
    """The anchors could not be built or measured."""


def warm_ticks() -> int:
    """ANCHOR_WARM_TICKS (anchor_timing.h): how long the C drivers call a function untimed before each sample."""
    match = re.search(r"^#define ANCHOR_WARM_TICKS (\d+)$", (HERE / "anchor_timing.h").read_text(), re.M)
    if match is None:
        raise AnchorError("anchor_timing.h defines no ANCHOR_WARM_TICKS")
    return int(match.group(1))


def cache_dir() -> Path:
    """The cache directory build.sh uses (``$GEN_ANCHOR_CACHE`` or ``~/.cache/gen-anchors``)."""
    env = os.environ.get("GEN_ANCHOR_CACHE")
    return Path(env) if env else Path.home() / ".cache" / "gen-anchors"


def _stale(cache: Path) -> bool:
    if not (cache / ".stamp").is_file() or not (cache / "describe.json").is_file():
        return True
    timing = HERE / "anchor_timing.h"
    deps = {"anchor_gf2x_tuned": HERE / "anchor_bench.c", "anchor_ntl": HERE / "anchor_ntl.cpp"}
    for name, src in deps.items():
        b = cache / "bin" / name
        if not b.is_file() or b.stat().st_mtime < max(src.stat().st_mtime, timing.stat().st_mtime):
            return True
    return False


def ensure_built(force: bool = False) -> Path:
    """Run build.sh unless its stamp is there and the bench programs are up to date.

    Returns the cache directory. A first build takes several minutes (gf2x tuning, NTL).
    """
    cache = cache_dir()
    if force or _stale(cache):
        cmd = ["bash", str(BUILD_SH)] + (["--force"] if force else [])
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            tail = "\n".join((proc.stderr + proc.stdout).splitlines()[-40:])
            raise AnchorError(f"build.sh failed (exit {proc.returncode}):\n{tail}")
    return cache


def _run_json(argv: Sequence[str]) -> list[dict]:
    proc = subprocess.run(list(argv), capture_output=True, text=True)
    rows = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    bad = [r for r in rows if "error" in r]
    if proc.returncode != 0 or bad:
        raise AnchorError(f"{Path(argv[0]).name} failed (exit {proc.returncode}): "
                          f"{bad or proc.stderr.strip()}")
    return rows


def gf2x_ticks(ns: list[int], which: Which = "tuned", reps: int = DEFAULT_REPS) -> dict[int, float]:
    """Ticks per gf2x_mul(r, a, n, b, n) for each n (words), all sizes timed interleaved.

    ``which="tuned"``: gf2x from Debian's source package, configure preset + tuning, static.
    ``which="debian-binary"``: Debian's libgf2x (no PCLMUL code); AnchorError if not installed.
    """
    if which not in _BINARIES:
        raise ValueError(f"which must be one of {sorted(_BINARIES)}")
    if not ns:
        return {}
    binary = ensure_built() / "bin" / _BINARIES[which]
    if not binary.is_file():
        raise AnchorError(f"no {which} gf2x bench ({binary}): libgf2x-dev not installed?")
    rows = _run_json([str(binary), "--reps", str(reps), ",".join(str(int(n)) for n in ns)])
    return {int(r["n"]): float(r["ticks"]) for r in rows}


def ntl_ticks_many(moduli: list[list[int]], reps: int = DEFAULT_REPS) -> dict[int, dict[str, float]]:
    """NTL GF2E ``mul`` and ``sqr`` ticks for several moduli (exponent lists), keyed by degree."""
    if not moduli:
        return {}
    binary = ensure_built() / "bin" / "anchor_ntl"
    specs = [",".join(str(int(e)) for e in exps) for exps in moduli]
    out: dict[int, dict[str, float]] = {}
    for r in _run_json([str(binary), "--reps", str(reps), *specs]):
        out.setdefault(int(r["m"]), {})[str(r["op"])] = float(r["ticks"])
    return out


def ntl_ticks(exponents: list[int], reps: int = DEFAULT_REPS) -> dict[str, float]:
    """NTL GF2E ticks for the modulus with these exponents (e.g. [571, 10, 5, 2, 0]).

    ``GF2E::init(GF2X)`` from the exponents; returns ``{"mul": t, "sqr": t}``, throughput over
    64 independent pairs. The modulus must be irreducible (AnchorError otherwise).
    """
    res = ntl_ticks_many([list(exponents)], reps)
    return res[max(exponents)]


def describe() -> dict:
    """What the anchors are: gf2x version and preset, tuning log, NTL version and flags, compiler."""
    data = json.loads((ensure_built() / "describe.json").read_text())
    data["debian_binary_available"] = (cache_dir() / "bin" / "anchor_gf2x_debian").is_file()
    return data


def main() -> int:
    """Print describe() and the ANCHORS.md reference list measured here, side by side."""
    info = describe()
    print(json.dumps({k: info[k] for k in ("gf2x_version", "gf2x_preset", "gf2x_toom_tuning_limit",
                                           "ntl_version", "ntl_have_pclmul", "cc", "cpu")}))
    ns = sorted(REFERENCE_GF2X_TUNED)
    tuned = gf2x_ticks(ns)
    deb = gf2x_ticks(ns, "debian-binary") if info["debian_binary_available"] else {}
    print(f"{'n':>5} {'gf2x-tuned':>11} {'ANCHORS.md':>11} {'debian-bin':>11}")
    for n in ns:
        print(f"{n:>5} {tuned[n]:>11.1f} {REFERENCE_GF2X_TUNED[n]:>11.1f} {deb.get(n, float('nan')):>11.1f}")
    ntl = ntl_ticks_many([e for e, _ in REFERENCE_NTL_MUL.values()])
    print(f"{'m':>5} {'ntl mul':>11} {'ANCHORS.md':>11} {'ntl sqr':>11}")
    for m, (_, ref) in REFERENCE_NTL_MUL.items():
        print(f"{m:>5} {ntl[m]['mul']:>11.1f} {ref:>11.1f} {ntl[m]['sqr']:>11.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
