"""The colours a message line says things in: one for what was done, one for a refusal (every window the same, so
a floor manager reads a refusal at a glance wherever it appears)."""

OK_STYLE = "color: #1b5e20;"
REFUSED_STYLE = "color: #b71c1c; font-weight: bold;"

PROBLEM_STYLE = "color: #b71c1c;"  # a field's problem beside it (the refusal colour, not bold: it sits in a form)

__all__ = ["OK_STYLE", "PROBLEM_STYLE", "REFUSED_STYLE"]
