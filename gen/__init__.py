"""gen: specialised, verified, constant-time C kernels for GF(2^m) arithmetic."""

__version__ = "0.1.0"


def generate(*args, **kwargs):
    """Plan, prove and render one kernel: see gen.pipeline.generate."""
    from .pipeline import generate as _generate

    return _generate(*args, **kwargs)


__all__ = ["__version__", "generate"]
