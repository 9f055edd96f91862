"""Stage 7, printing: IR programs to C (gen.render.unparse) and file skeletons (gen.render.templates)."""
from .templates import TEMPLATE_DIR, environment, render_files, tidy
from .unparse import (
           Function,
           api_function,
           render_dual_product,
           render_function,
           shape_for,
           signatures,
)

__all__ = ["TEMPLATE_DIR", "environment", "render_files", "tidy", "Function", "api_function", "render_function",
           "render_dual_product", "shape_for", "signatures"]
