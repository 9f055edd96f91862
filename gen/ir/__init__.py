"""Stage 3, the IR: SSA word programs (gen.ir.program) and multi-word polynomial helpers (gen.ir.wordops)."""
from .program import DWORD_KINDS, WORD_KINDS, Builder, Op, Program, fuse_xor3, prune
from .wordops import Poly, diagonals_to_words, words_for

__all__ = ["Builder", "Op", "Program", "prune", "fuse_xor3", "WORD_KINDS", "DWORD_KINDS", "Poly",
           "diagonals_to_words", "words_for"]
