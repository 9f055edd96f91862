"""Glue of the ring and tower kernels as a small loop IR: built from plan parameters, printed as C."""
from .build import (div1x_function, eval3_function, interp3_function, karatsuba_glue, karatsuba_sums,
                    reduce_function, tower_fold_unpack, tower_mul_function, tower_pack)
from .printer import VectorSpelling, print_block, print_function, print_vector_helpers

__all__ = ["VectorSpelling", "print_function", "print_block", "print_vector_helpers", "eval3_function",
           "div1x_function", "interp3_function", "karatsuba_sums", "karatsuba_glue", "reduce_function",
           "tower_pack", "tower_fold_unpack", "tower_mul_function"]
