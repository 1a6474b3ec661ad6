# Build: release binary with the locked dependency versions.
FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY src ./src
COPY migrations ./migrations
RUN cargo build --release --locked --bin hotel-games

# Run: a small image with the binary only (migrations and API docs are embedded), as a
# non-root user. The embedded SQLite database lives in /data unless DATABASE_URL is set.
FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates fonts-noto-cjk \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --create-home hotel
COPY --from=build /src/target/release/hotel-games /usr/local/bin/hotel-games
USER hotel
WORKDIR /data
ENV BIND=0.0.0.0 PORT=8080
EXPOSE 8080
STOPSIGNAL SIGTERM
CMD ["hotel-games"]
