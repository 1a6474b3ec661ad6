"""Schemathesis hooks: how to write the bodies it cannot derive from the schema.

`POST /v1/mail/inbound` takes a raw email (`message/rfc822`): the fuzzer sends small
messages with any subject and body, addressed to reply addresses and elsewhere. (Bytes that
are no message are refused with 400, which the schema cannot say; tests/api covers them.)
"""

from hypothesis import strategies as st

import schemathesis

_addresses = st.sampled_from(
    [
        "play+0123456789abcdef0123456789abcdef@fuzz.example.org",
        "PLAY+FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF@Fuzz.Example.Org",
        "someone@example.com",
        "not an address",
    ]
)

_messages = st.builds(
    lambda to, subject, body: (
        f"From: fuzz@example.org\r\nTo: {to}\r\nSubject: {subject}\r\n"
        f"Message-ID: <fuzz@example.org>\r\n\r\n{body}"
    ).encode("utf-8", "surrogatepass"),
    _addresses,
    st.text(max_size=80).map(lambda text: text.replace("\r", " ").replace("\n", " ")),
    st.text(max_size=400),
)

schemathesis.openapi.media_type("message/rfc822", _messages)
