"""The Tournament Director's save files (``.tdt``): read as data, never run."""
