/* ui/engine/cua.h — the CUA panel-element types of ISPF (research/aesthetics.md §2.8): what a screen cell
 * is, never what colour it has. Panels draw elements into the screen model; a theme maps each
 * element to colours and attributes (theme.h); themes/ files will be keyed by these names. */
#ifndef WLMCON_UI_CUA_H
#define WLMCON_UI_CUA_H

enum cua_elem {
    CUA_NT = 0, /* normal text (also every blank cell) */
    CUA_AB,     /* action-bar choice */
    CUA_ABSL,   /* action-bar separator line */
    CUA_PT,     /* panel title */
    CUA_PIN,    /* panel instruction */
    CUA_FP,     /* field prompt */
    CUA_NEF,    /* normal entry field */
    CUA_CEF,    /* choice entry field */
    CUA_LEF,    /* list entry field (the line-command column) */
    CUA_CH,     /* column heading */
    CUA_ET,     /* emphasised text */
    CUA_DT,     /* descriptive text */
    CUA_EE,     /* error emphasis */
    CUA_SAC,    /* selectable choice */
    CUA_SUC,    /* unavailable choice */
    CUA_PS,     /* point-and-shoot */
    CUA_SI,     /* scroll information (row counter, More indicators) */
    CUA_VOI,    /* variable output information */
    CUA_CT,     /* caution text */
    CUA_WT,     /* warning text */
    CUA_WASL,   /* work-area separator line (pop-up frames) */
    CUA_INFO,   /* informational message */
    CUA_WARN,   /* warning message */
    CUA_ACTION, /* action message (an error the user must act on) */
    CUA_NELEMS
};

/* The element's CUA name ("NEF", "INFO"), for theme files and golden-screen legends. */
const char *cua_name(enum cua_elem e);

/* The element with this name (case-insensitive), or -1. */
int cua_from_name(const char *name);

/* The one character that stands for the element in a golden screen's attribute layer. Distinct for
 * every element. */
char cua_letter(enum cua_elem e);

#endif
