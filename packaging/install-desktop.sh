#!/bin/sh
# Add cardtable to the desktop's application menu for the current user
# (freedesktop: GNOME, KDE, Xfce, ...), or take it out again.
#
#   packaging/install-desktop.sh                 launcher runs `command -v cardtable`
#   packaging/install-desktop.sh --exec PATH     launcher runs PATH
#   packaging/install-desktop.sh --uninstall     remove the launcher and icons
#
# Installs into ${XDG_DATA_HOME:-~/.local/share}: applications/ (the .desktop
# file, its Exec= set to the absolute path of the cardtable command),
# icons/hicolor/<size>/apps/ (PNG icons and the scalable SVG) and metainfo/.
# Needs no root. Install cardtable itself first (pip install . or pipx install .).
set -eu

APP_ID=io.github.cardtable.CardTable
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-${HOME:?HOME is not set}/.local/share}
APPS=$DATA/applications
ICONS=$DATA/icons/hicolor
METAINFO=$DATA/metainfo

usage() {
    sed -n '2,12s/^# \{0,1\}//p' "$0"
}

die() {
    echo "install-desktop.sh: $*" >&2
    exit 1
}

refresh() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$APPS" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -d "$ICONS" ]; then
        gtk-update-icon-cache -q -f -t "$ICONS" 2>/dev/null || true
    fi
}

# The Exec= value for an absolute path: quoted (desktop entry spec) when it
# holds anything but safe characters, then escaped as a desktop string value.
exec_value() {
    case $1 in
        *[!A-Za-z0-9_/.+,:@=-]*)
            quoted=$(printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g')
            printf '"%s"' "$quoted" | sed -e 's/\\/\\\\/g' -e 's/%/%%/g'
            ;;
        *)
            printf '%s' "$1"
            ;;
    esac
}

uninstall() {
    rm -f "$APPS/$APP_ID.desktop" "$METAINFO/$APP_ID.metainfo.xml"
    for icon in "$ICONS"/*/apps/"$APP_ID".png "$ICONS"/scalable/apps/"$APP_ID".svg; do
        rm -f "$icon"
    done
    refresh
    echo "removed the cardtable launcher and icons from $DATA"
}

install_launcher() {
    target=$1
    if [ -z "$target" ]; then
        target=$(command -v cardtable 2>/dev/null) ||
            die "no cardtable command on PATH; install cardtable first (pip install . or" \
                "pipx install .), or give its path with --exec PATH"
    fi
    case $target in
        /*) ;;
        */*)
            dir=$(cd "$(dirname "$target")" 2>/dev/null && pwd) || die "no folder $(dirname "$target")"
            target=$dir/$(basename "$target")
            ;;
        *) target=$(command -v "$target" 2>/dev/null) || die "no command $1 on PATH" ;;
    esac
    [ -f "$target" ] && [ -x "$target" ] || die "$target is not an executable file"
    case $target in
        *"
"*) die "the command's path must not contain a newline" ;;
    esac

    mkdir -p "$APPS" "$METAINFO"
    value=$(exec_value "$target")
    # awk, not sed: the value may hold any character sed treats specially.
    # " %u": a cardtable:// link (MimeType=x-scheme-handler/cardtable) is handed
    # to the command, which joins that table.
    EXEC_VALUE=$value awk '/^Exec=/ { print "Exec=" ENVIRON["EXEC_VALUE"] " %u"; next } { print }' \
        "$HERE/$APP_ID.desktop" >"$APPS/$APP_ID.desktop.tmp"
    mv "$APPS/$APP_ID.desktop.tmp" "$APPS/$APP_ID.desktop"
    chmod 644 "$APPS/$APP_ID.desktop"
    cp "$HERE/$APP_ID.metainfo.xml" "$METAINFO/$APP_ID.metainfo.xml"
    chmod 644 "$METAINFO/$APP_ID.metainfo.xml"
    for dir in "$HERE"/icons/hicolor/*/apps; do
        size=$(basename "$(dirname "$dir")")
        mkdir -p "$ICONS/$size/apps"
        for icon in "$dir/$APP_ID".*; do
            cp "$icon" "$ICONS/$size/apps/"
            chmod 644 "$ICONS/$size/apps/$(basename "$icon")"
        done
    done
    refresh
    echo "installed the cardtable launcher: $APPS/$APP_ID.desktop"
    echo "  runs $target"
    echo "  icons in $ICONS"
}

mode=install
exec_path=
while [ $# -gt 0 ]; do
    case $1 in
        --uninstall) mode=uninstall ;;
        --exec)
            [ $# -ge 2 ] || die "--exec needs a path"
            exec_path=$2
            shift
            ;;
        --exec=*) exec_path=${1#--exec=} ;;
        -h | --help) usage; exit 0 ;;
        *) die "unknown argument $1 (try --help)" ;;
    esac
    shift
done

if [ "$mode" = uninstall ]; then
    uninstall
else
    install_launcher "$exec_path"
fi
