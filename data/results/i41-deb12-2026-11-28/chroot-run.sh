#!/bin/bash
# the README's test command in a clean Debian 12 root, with two CPU hogs per core (issue 41)
R=/srv/deb12
hogs=()
for c in 0 0 1 1; do taskset -c $c sh -c 'while :; do :; done' & hogs+=($!); done
echo "hogs: ${hogs[*]}" > /tmp/chroot.log
date +%s > /tmp/chroot.start
chroot $R /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin TERM=dumb \
  bash -c 'cd /root/simtlab && scripts/bootstrap test' >> /tmp/chroot.log 2>&1
echo $? > /tmp/chroot.rc
date +%s > /tmp/chroot.end
kill ${hogs[@]}
