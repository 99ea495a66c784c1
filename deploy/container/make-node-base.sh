#!/bin/sh
# Makes a Node.js 20 base image from Debian packages, for a machine that cannot pull node:20-bookworm-slim from a
# registry: a debootstrapped Debian bookworm with this machine's Node.js (NodeSource's `nodejs` package; Debian
# bookworm's own is 18, below package.json's engines) and this machine's CA certificates, which npm in the image
# then trusts as npm here does (a TLS-inspecting proxy's own CA among them). Usage, as root:
#   deploy/container/make-node-base.sh [tag]     (default localhost/harmoni-node:20-bookworm)
# then build with --build-arg NODE_IMAGE=<tag> (docs/operations/containers.md). PODMAN may name the podman command
# with its options, e.g. PODMAN="podman --storage-driver=vfs".
set -eu
tag=${1:-localhost/harmoni-node:20-bookworm}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
podman=${PODMAN:-podman}
dpkg -s nodejs >/dev/null 2>&1 || { echo "This machine has no nodejs package to copy." >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
debootstrap --variant=minbase --include=ca-certificates bookworm "$work/rootfs" "$mirror"
# The package's files, but npm as installed now: `npm install -g npm` replaces the one the package brought.
dpkg -L nodejs | grep -v '^/usr/lib/node_modules/npm/' | while read -r path; do
  if [ -f "$path" ] || [ -L "$path" ]; then echo "${path#/}"; fi
done >"$work/node-files"
tar -C / --no-recursion -cf - -T "$work/node-files" | tar -C "$work/rootfs" -xf -
tar -C / -cf - usr/lib/node_modules/npm | tar -C "$work/rootfs" -xf -
cp /etc/ssl/certs/ca-certificates.crt "$work/rootfs/etc/ssl/certs/ca-certificates.crt"
rm -rf "$work/rootfs/var/lib/apt/lists/"* "$work/rootfs/var/cache/apt/archives/"*.deb
tar -C "$work/rootfs" --numeric-owner -cf - . | $podman import --change 'CMD ["node"]' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - "$tag"
