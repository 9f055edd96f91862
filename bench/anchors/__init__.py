"""Fair third-party anchors (tuned gf2x, native NTL, Debian's binary libgf2x); see anchors.py."""
from .anchors import (AnchorError, cache_dir, describe, ensure_built, gf2x_ticks, ntl_ticks,
                      ntl_ticks_many, warm_ticks)

__all__ = ["AnchorError", "cache_dir", "describe", "ensure_built", "gf2x_ticks", "ntl_ticks",
           "ntl_ticks_many", "warm_ticks"]
