"""Voice on the server: audio decoding, speech-to-text (Whisper) and text-to-speech (espeak-ng)."""
