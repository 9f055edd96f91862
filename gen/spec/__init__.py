"""Stage 1, specs: GF(2)[x] arithmetic and the validated field object every family starts from."""
from . import poly
from .field import M_MAX, M_MIN, TERM, Field, parse_field, validate_modulus

__all__ = ["poly", "Field", "parse_field", "validate_modulus", "TERM", "M_MIN", "M_MAX"]
