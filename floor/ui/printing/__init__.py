"""Paper: seat cards and the lobby poster, with their QR codes."""
