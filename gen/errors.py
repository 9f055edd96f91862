"""The one error type the pipeline raises for bad input; the CLI turns it into one line + exit 2."""


class GenError(Exception):
    """A user-facing problem: bad spec, unsupported ISA, failed verification of a plan."""

    exit_code = 2

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
