"""Floor: a desktop assistant for live poker tournaments on physical tables."""

__version__ = "0.1.0"
