"""What every window shares: the language, placement on a screen, typed numbers, long work, the crash
handler, the desk's settings."""
