#!/bin/sh
# Nightly backup (docs/deploy.md, "Backups"): a pg_dump of the shop database and a copy of the shared media
# folder into /backups, kept for BACKUP_KEEP_DAYS days. Runs in the `backup` service of compose.yaml.
set -eu
KEEP="${BACKUP_KEEP_DAYS:-14}"
while true; do
  stamp="$(date -u +%Y%m%dT%H%M%SZ)"
  if pg_dump --format=custom --file="/backups/maatglas-$stamp.dump.partial" \
    && mv "/backups/maatglas-$stamp.dump.partial" "/backups/maatglas-$stamp.dump" \
    && tar -czf "/backups/media-$stamp.tar.gz" -C /srv/media .; then
    echo "backup $stamp done"
  else
    echo "backup $stamp FAILED" >&2
  fi
  find /backups -type f -mtime "+$KEEP" -delete
  sleep "${BACKUP_INTERVAL_SECONDS:-86400}"
done
