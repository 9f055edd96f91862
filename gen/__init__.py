"""gen: specialised, verified, constant-time C kernels for GF(2^m) fields, rings, towers and GF(16) matrices."""

__version__ = "0.1.0"


def generate(*args, **kwargs):
    """Plan, prove and render one kernel of any family: see gen.pipeline.generate."""
    # imported here, not above: the pipeline pulls in every family (NumPy, PuLP, Jinja2), and a program
    # that imports one module of gen (gen.errors, gen.spec) should not pay for all of them
    from .pipeline import generate as pipeline_generate

    return pipeline_generate(*args, **kwargs)


__all__ = ["__version__", "generate"]
