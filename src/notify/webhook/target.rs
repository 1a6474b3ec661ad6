//! Where webhooks may be sent: http(s) URLs on public addresses only, unless the server is
//! configured to allow loopback and private networks (`WEBHOOK_ALLOW_PRIVATE`). The address
//! is checked when an endpoint is registered and again, by the HTTP client's resolver, at
//! every delivery, so a name that later resolves to an internal address is refused too.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;

use reqwest::Url;
use reqwest::dns::{Addrs, Name, Resolve, Resolving};

/// How long resolving a name may take when an endpoint is registered.
const RESOLVE_TIMEOUT: Duration = Duration::from_secs(3);
/// The longest URL accepted.
pub const MAX_URL_LEN: usize = 2000;

/// Why a target is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TargetError {
    #[error("the URL does not parse: {0}")]
    Malformed(String),
    #[error("only http and https URLs are accepted")]
    Scheme,
    #[error("the URL is longer than {MAX_URL_LEN} characters")]
    TooLong,
    #[error("{0} is not a public address (loopback, private and link-local targets are refused)")]
    NotPublic(String),
    #[error("{0} does not resolve")]
    Unresolvable(String),
}

/// Parses and checks a target URL without resolving it: scheme, length, and an address
/// literal (or `localhost`) that is not public.
pub fn check_url(url: &str, allow_private: bool) -> Result<Url, TargetError> {
    if url.len() > MAX_URL_LEN {
        return Err(TargetError::TooLong);
    }
    let parsed = Url::parse(url).map_err(|e| TargetError::Malformed(e.to_string()))?;
    if !matches!(parsed.scheme(), "http" | "https") {
        return Err(TargetError::Scheme);
    }
    if allow_private {
        return Ok(parsed);
    }
    match parsed.host() {
        None => return Err(TargetError::Malformed("no host".into())),
        Some(url::Host::Ipv4(ip)) if !is_public(IpAddr::V4(ip)) => {
            return Err(TargetError::NotPublic(ip.to_string()));
        }
        Some(url::Host::Ipv6(ip)) if !is_public(IpAddr::V6(ip)) => {
            return Err(TargetError::NotPublic(ip.to_string()));
        }
        Some(url::Host::Domain(name))
            if name.eq_ignore_ascii_case("localhost")
                || name.to_ascii_lowercase().ends_with(".localhost") =>
        {
            return Err(TargetError::NotPublic(name.to_string()));
        }
        Some(_) => {}
    }
    Ok(parsed)
}

/// [`check_url`], then resolves a name and checks every address it resolves to.
pub async fn check_target(url: &str, allow_private: bool) -> Result<Url, TargetError> {
    let parsed = check_url(url, allow_private)?;
    if allow_private {
        return Ok(parsed);
    }
    if let Some(url::Host::Domain(name)) = parsed.host() {
        let port = parsed.port_or_known_default().unwrap_or(443);
        let addresses =
            tokio::time::timeout(RESOLVE_TIMEOUT, tokio::net::lookup_host((name, port)))
                .await
                .map_err(|_| TargetError::Unresolvable(name.to_string()))?
                .map_err(|_| TargetError::Unresolvable(name.to_string()))?
                .collect::<Vec<_>>();
        if addresses.is_empty() {
            return Err(TargetError::Unresolvable(name.to_string()));
        }
        if let Some(private) = addresses.iter().find(|a| !is_public(a.ip())) {
            return Err(TargetError::NotPublic(private.ip().to_string()));
        }
    }
    Ok(parsed)
}

/// Whether an address is on the public internet: not loopback, private, link-local,
/// shared (CGNAT), documentation, benchmarking, multicast, broadcast or unspecified.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(ip) => is_public_v4(ip),
        IpAddr::V6(ip) => match ip.to_ipv4_mapped() {
            Some(v4) => is_public_v4(v4),
            None => is_public_v6(ip),
        },
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_unspecified()
        || ip.is_broadcast()
        || ip.is_multicast()
        || ip.is_documentation()
        || a == 0
        || a >= 240
        || (a == 100 && (64..128).contains(&b))
        || (a == 192 && b == 0 && c == 0)
        || (a == 198 && (b == 18 || b == 19)))
}

/// An IPv6 address is public unless it is special itself or embeds an IPv4 address that is
/// not: IPv4-compatible (`::a.b.c.d`, deprecated, refused whole with `::` and `::1`),
/// IPv4-mapped and -translated (`::ffff:a.b.c.d`, `::ffff:0:a.b.c.d`), 6to4 (`2002::/16`)
/// and Teredo (`2001::/32`, whose client address is stored inverted) reach the IPv4 address
/// they carry.
fn is_public_v6(ip: Ipv6Addr) -> bool {
    let v4 = |high: u16, low: u16| Ipv4Addr::from((u32::from(high) << 16) | u32::from(low));
    match ip.segments() {
        [0, 0, 0, 0, 0, 0, _, _] => false,
        [0, 0, 0, 0, 0, 0xffff, high, low] | [0, 0, 0, 0, 0xffff, 0, high, low] => {
            is_public_v4(v4(high, low))
        }
        [0x2002, high, low, ..] => is_public_v4(v4(high, low)),
        [
            0x2001,
            0,
            server_high,
            server_low,
            _,
            _,
            client_high,
            client_low,
        ] => {
            is_public_v4(v4(server_high, server_low)) && is_public_v4(v4(!client_high, !client_low))
        }
        // NAT64 (well-known and local-use prefixes), discard-only, documentation and
        // benchmarking.
        [0x0064, 0xff9b, ..]
        | [0x0100, 0, 0, 0, ..]
        | [0x2001, 0x0db8, ..]
        | [0x2001, 2, 0, ..] => false,
        [first, ..] => {
            !(ip.is_multicast()
                || (first & 0xfe00) == 0xfc00
                || (first & 0xffc0) == 0xfe80
                || (first & 0xffc0) == 0xfec0)
        }
    }
}

/// The delivery client's resolver: a name resolves only to its public addresses (all of
/// them when private targets are allowed), so that a delivery cannot reach an internal
/// service through a name.
pub struct PublicResolver {
    pub allow_private: bool,
}

impl Resolve for PublicResolver {
    fn resolve(&self, name: Name) -> Resolving {
        let allow_private = self.allow_private;
        let host = name.as_str().to_string();
        Box::pin(async move {
            let addresses: Vec<SocketAddr> = tokio::net::lookup_host((host.as_str(), 0))
                .await?
                .filter(|address| allow_private || is_public(address.ip()))
                .collect();
            if addresses.is_empty() {
                return Err(Box::new(std::io::Error::other(format!(
                    "{host} resolves to no public address"
                )))
                    as Box<dyn std::error::Error + Send + Sync>);
            }
            Ok(Box::new(addresses.into_iter()) as Addrs)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn internal_addresses_are_refused_and_public_ones_accepted() {
        for internal in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "::1",
            "fd00::1",
            "fe80::1",
            "::ffff:127.0.0.1",
            "::127.0.0.1",
            "::8.8.8.8",
            "::",
            "::ffff:0:127.0.0.1",
            "::ffff:0:10.0.0.1",
            "2002:7f00:1::",
            "2002:a00:1::1",
            "2002:a9fe:a9fe::",
            // Teredo: server 65.54.227.120, client 127.0.0.1 stored inverted (80ff:fffe).
            "2001:0:4136:e378:8000:63bf:80ff:fffe",
            // Teredo with an internal server.
            "2001:0:a00:1:8000:63bf:3fff:fdd2",
            "64:ff9b:1::a00:1",
            "100::1",
            "2001:2::1",
            "2001:db8::1",
            "ff02::1",
        ] {
            assert!(!is_public(internal.parse().unwrap()), "{internal}");
        }
        for public in [
            "93.184.216.34",
            "1.1.1.1",
            "2606:4700::1111",
            "::ffff:1.1.1.1",
            "2002:5db8:d822::1",
            // Teredo: server 65.54.227.120, client 1.1.1.1 stored inverted (fefe:fefe).
            "2001:0:4136:e378:8000:63bf:fefe:fefe",
        ] {
            assert!(is_public(public.parse().unwrap()), "{public}");
        }
    }

    #[test]
    fn only_http_urls_to_public_literals_pass_unless_private_is_allowed() {
        assert!(check_url("https://93.184.216.34/hook", false).is_ok());
        assert!(check_url("https://hooks.example.org/x", false).is_ok());
        assert_eq!(
            check_url("ftp://example.org", false),
            Err(TargetError::Scheme)
        );
        assert_eq!(
            check_url("file:///etc/passwd", false),
            Err(TargetError::Scheme)
        );
        assert!(matches!(
            check_url("http://127.0.0.1:8080/", false),
            Err(TargetError::NotPublic(_))
        ));
        assert!(matches!(
            check_url("http://[::1]/", false),
            Err(TargetError::NotPublic(_))
        ));
        assert!(matches!(
            check_url("http://LocalHost/", false),
            Err(TargetError::NotPublic(_))
        ));
        assert!(matches!(
            check_url("not a url", false),
            Err(TargetError::Malformed(_))
        ));
        assert!(check_url("http://127.0.0.1:8080/", true).is_ok());
        assert_eq!(
            check_url(&format!("http://a.org/{}", "x".repeat(2000)), true),
            Err(TargetError::TooLong)
        );
    }

    #[tokio::test]
    async fn a_name_resolving_to_loopback_is_refused() {
        assert!(matches!(
            check_target("http://localhost.:9/", false).await,
            Err(TargetError::NotPublic(_) | TargetError::Unresolvable(_))
        ));
        let resolver = PublicResolver {
            allow_private: false,
        };
        let name: Name = "localhost".parse().unwrap();
        assert!(resolver.resolve(name).await.is_err());
        let resolver = PublicResolver {
            allow_private: true,
        };
        let name: Name = "localhost".parse().unwrap();
        assert!(resolver.resolve(name).await.unwrap().next().is_some());
    }
}
