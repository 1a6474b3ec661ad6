#!/usr/bin/env python3
"""An independent check of a game export (src/audit/FORMAT.md), written from the format's
specification alone: canonical JSON, the hash chain, the seed commitment, and the per-entry
ChaCha20 generator.

usage: audit-chain.py EXPORT [SEQ N]
  checks the genesis hash, every entry's hash and the commitment, and with SEQ N prints the
  first N die(6) draws of entry SEQ's generator.
"""
import hashlib
import json
import struct
import sys


def canonical(value):
    return json.dumps(value, separators=(",", ":"), sort_keys=True, ensure_ascii=False)


def rotl(v, c):
    return ((v << c) & 0xFFFFFFFF) | (v >> (32 - c))


def quarter(s, a, b, c, d):
    s[a] = (s[a] + s[b]) & 0xFFFFFFFF; s[d] = rotl(s[d] ^ s[a], 16)
    s[c] = (s[c] + s[d]) & 0xFFFFFFFF; s[b] = rotl(s[b] ^ s[c], 12)
    s[a] = (s[a] + s[b]) & 0xFFFFFFFF; s[d] = rotl(s[d] ^ s[a], 8)
    s[c] = (s[c] + s[d]) & 0xFFFFFFFF; s[b] = rotl(s[b] ^ s[c], 7)


def chacha20_block(key, counter):
    """RFC 8439 block function with a zero nonce: 16 little-endian words."""
    state = [0x61707865, 0x3320646E, 0x79622D32, 0x6B206574]
    state += list(struct.unpack("<8I", key)) + [counter & 0xFFFFFFFF, counter >> 32, 0, 0]
    work = state[:]
    for _ in range(10):
        quarter(work, 0, 4, 8, 12); quarter(work, 1, 5, 9, 13)
        quarter(work, 2, 6, 10, 14); quarter(work, 3, 7, 11, 15)
        quarter(work, 0, 5, 10, 15); quarter(work, 1, 6, 11, 12)
        quarter(work, 2, 7, 8, 13); quarter(work, 3, 4, 9, 14)
    return [(a + b) & 0xFFFFFFFF for a, b in zip(work, state)]


class EntryGenerator:
    def __init__(self, seed, seq):
        self.key = hashlib.sha256(seed + struct.pack("<Q", seq)).digest()
        self.counter = 0
        self.words = []

    def word(self):
        if not self.words:
            self.words = chacha20_block(self.key, self.counter)
            self.counter += 1
        return self.words.pop(0)

    def below(self, n):
        threshold = (2**32 - n) % n
        while True:
            product = self.word() * n
            if product & 0xFFFFFFFF >= threshold:
                return product >> 32

    def die(self, sides):
        return self.below(sides) + 1


def main():
    lines = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8") if line.strip()]
    header, trailer, entries = lines[0], lines[-1], lines[1:-1]
    assert header["type"] == "header" and trailer["type"] == "trailer", "a complete export"
    genesis = hashlib.sha256(("hotel-games:" + header["game_id"]).encode()).hexdigest()
    assert genesis == header["genesis_hash"], "genesis hash"
    seed = bytes.fromhex(trailer["rng_seed"])
    assert hashlib.sha256(seed).hexdigest() == header["rng_commitment"], "seed commitment"
    previous = genesis
    for expected_seq, entry in enumerate(entries, start=1):
        assert entry["seq"] == expected_seq, f"seq gap at {expected_seq}"
        seat = "" if entry["seat"] is None else str(entry["seat"])
        text = "\n".join([previous, str(entry["seq"]), seat, canonical(entry["command"]),
                          canonical(entry["events"]), str(entry["created_at_ms"])])
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
        assert digest == entry["hash"], f"hash of seq {entry['seq']}"
        previous = digest
    assert previous == trailer["last_hash"], "last hash"
    print(f"chain ok: {len(entries)} entries, commitment ok")
    if len(sys.argv) == 4:
        seq, count = int(sys.argv[2]), int(sys.argv[3])
        generator = EntryGenerator(seed, seq)
        draws = " ".join(str(generator.die(6)) for _ in range(count))
        print(f"die(6) of entry {seq}: {draws}")


if __name__ == "__main__":
    main()
