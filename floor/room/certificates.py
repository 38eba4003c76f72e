"""The room's certificates made: its CA on the first start over HTTPS, the service's certificate when needed.

The CA is an ECDSA P-256 key of ten years; the service's certificate, signed by it, is for the addresses the
service listens on (825 days, the longest a browser accepts; made again when an address is new or its end is
near). An installed CA could vouch for any site a tablet visits if its key were ever taken from the desk's
computer: so this one is name-constrained to the private networks a room uses (and ``localhost``), and a browser
refuses anything else it signed. The keys are this user's only (0600, in a folder of 0700, beside the database);
the CA's certificate is public (the service hands it to any device that asks, ``/room.crt``).

Made with the ``cryptography`` package (measured against calling ``openssl``: both make the pair in a few ms; the
package is a wheel on every desktop Floor runs on, where Windows has no ``openssl`` to call).
"""

from __future__ import annotations

import datetime
import ipaddress
import os
from collections.abc import Iterable
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

from floor.core.errors import FloorError, Text
from floor.core.files import write_whole
from floor.room.authority import Authority, folder_of

CA_DAYS = 3650
SERVER_DAYS = 825  # the longest any browser accepts for a server's certificate
RENEW_DAYS = 30  # a server certificate this close to its end is made again at the next start
PRIVATE_NETWORKS = ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "100.64.0.0/10", "169.254.0.0/16",
                    "127.0.0.0/8", "fc00::/7", "fe80::/10", "::1/128")  # the CA signs for these only
ALWAYS = ("127.0.0.1", "::1")  # the service's certificate covers this computer itself too


def ready(database: Path, addresses: Iterable[str], *, now: float) -> Authority:
    """The room's CA and the service's certificate for ``addresses``: the CA made on the first start only, the
    service's certificate again when an address is new or its end is near. Refused in words when the folder cannot
    be written, or when an address is outside the private networks the CA signs for."""
    folder = folder_of(database)
    wanted = sorted({*ALWAYS, *(a for a in addresses if _is_address(a))})
    outside = [a for a in wanted if not _private(a)]
    if outside:
        raise FloorError(Text("the room's certificate is for the room's own network: {address} is not a private "
                              "address (serve HTTPS on the room's network, e.g. 192.168.x.x or 10.x.x.x)",
                              address=", ".join(outside)), code="public-address")
    when = datetime.datetime.fromtimestamp(now, datetime.UTC)
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
        os.chmod(folder, 0o700)
        ca_key, ca = _ca(folder, when)
        if _server_needed(folder, ca, wanted, when):
            _server(folder, ca_key, ca, wanted, when)
    except OSError as err:
        raise FloorError(Text("the room's certificate could not be kept in {folder}: {reason}", folder=str(folder),
                              reason=err.strerror or str(err)), code="no-certificate") from None
    return Authority(folder, ca.public_bytes(serialization.Encoding.DER))


def _is_address(text: str) -> bool:
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True


def _private(address: str) -> bool:
    ip = ipaddress.ip_address(address)
    return any(ip in ipaddress.ip_network(n) for n in PRIVATE_NETWORKS if ipaddress.ip_network(n).version == ip.version)


def _key_bytes(key: ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                             serialization.NoEncryption())


def _ca(folder: Path, when: datetime.datetime) -> tuple[ec.EllipticCurvePrivateKey, x509.Certificate]:
    """The room's CA as kept, or a new one (the first start): its key is never written anywhere else."""
    key_path, cert_path = folder / "ca.key", folder / "ca.pem"
    if key_path.exists() and cert_path.exists():
        key = serialization.load_pem_private_key(key_path.read_bytes(), password=None)
        if isinstance(key, ec.EllipticCurvePrivateKey):
            return key, x509.load_pem_x509_certificate(cert_path.read_bytes())
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Floor"),
                      x509.NameAttribute(NameOID.COMMON_NAME, f"Floor room {when:%Y-%m-%d %H:%M}")])
    permitted: list[x509.GeneralName] = [x509.IPAddress(ipaddress.ip_network(n)) for n in PRIVATE_NETWORKS]
    permitted.append(x509.DNSName("localhost"))
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(when - datetime.timedelta(days=1))
            .not_valid_after(when + datetime.timedelta(days=CA_DAYS))
            .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
            .add_extension(x509.KeyUsage(digital_signature=False, content_commitment=False, key_encipherment=False,
                                         data_encipherment=False, key_agreement=False, key_cert_sign=True,
                                         crl_sign=True, encipher_only=False, decipher_only=False), critical=True)
            .add_extension(x509.NameConstraints(permitted_subtrees=permitted, excluded_subtrees=None), critical=True)
            .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
            .sign(key, hashes.SHA256()))
    write_whole(key_path, _key_bytes(key), mode=0o600)
    write_whole(cert_path, cert.public_bytes(serialization.Encoding.PEM), mode=0o644)
    for stale in ("server.pem", "server.key"):  # (signed by a CA that is no more)
        (folder / stale).unlink(missing_ok=True)
    return key, cert


def _server_needed(folder: Path, ca: x509.Certificate, wanted: list[str], when: datetime.datetime) -> bool:
    try:
        cert = x509.load_pem_x509_certificate((folder / "server.pem").read_bytes())
        names = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    except (OSError, ValueError, x509.ExtensionNotFound):
        return True
    covered = {str(a) for a in names.get_values_for_type(x509.IPAddress)}
    return (cert.issuer != ca.subject or not set(wanted) <= covered or not (folder / "server.key").exists()
            or cert.not_valid_after_utc - when < datetime.timedelta(days=RENEW_DAYS))


def _server(folder: Path, ca_key: ec.EllipticCurvePrivateKey, ca: x509.Certificate, wanted: list[str],
            when: datetime.datetime) -> None:
    key = ec.generate_private_key(ec.SECP256R1())
    names: list[x509.GeneralName] = [x509.IPAddress(ipaddress.ip_address(a)) for a in wanted]
    names.append(x509.DNSName("localhost"))
    cert = (x509.CertificateBuilder()
            .subject_name(x509.Name([x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Floor"),
                                     x509.NameAttribute(NameOID.COMMON_NAME, "Floor room service")]))
            .issuer_name(ca.subject).public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(when - datetime.timedelta(days=1))
            .not_valid_after(when + datetime.timedelta(days=SERVER_DAYS))
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(x509.KeyUsage(digital_signature=True, content_commitment=False, key_encipherment=False,
                                         data_encipherment=False, key_agreement=False, key_cert_sign=False,
                                         crl_sign=False, encipher_only=False, decipher_only=False), critical=True)
            .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
            .add_extension(x509.SubjectAlternativeName(names), critical=False)
            .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), critical=False)
            .sign(ca_key, hashes.SHA256()))
    write_whole(folder / "server.key", _key_bytes(key), mode=0o600)
    chain = cert.public_bytes(serialization.Encoding.PEM) + ca.public_bytes(serialization.Encoding.PEM)
    write_whole(folder / "server.pem", chain, mode=0o644)


__all__ = ["ready"]
