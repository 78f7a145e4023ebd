// Colours: the brand's navy and gold, one palette per content category (heroes) and the fallback for
// an unknown category.

export const NAVY = "#1e3a5f";
export const GOLD = "#c08a2b";

// bgA/bgB: background gradient; glow: soft light; motif/motif2: main shape fills; line: detail
// strokes drawn on the motif; accent: highlights; ink: marks on light motif parts.

export const PALETTES = {
  "sex-offend": {
    bgA: "#2a1430",
    bgB: "#5e2a4f",
    glow: "#c0668f",
    motif: "#f7e4ec",
    motif2: "#e9b8ca",
    line: "#7a3a63",
    accent: "#f2a7bd",
    ink: "#8e4a72",
  },
  defamation: {
    bgA: "#16262e",
    bgB: "#2c5a60",
    glow: "#4fa39b",
    motif: "#e4f1ef",
    motif2: "#9ccfc8",
    line: "#3e6a70",
    accent: "#7fd6c9",
    ink: "#50727a",
  },
  fraud: {
    bgA: "#2b1c10",
    bgB: "#6b4220",
    glow: "#d9922e",
    motif: "#fbf0dc",
    motif2: "#e9c48a",
    line: "#8a5a2b",
    accent: "#f3b34a",
    ink: "#9b7045",
  },
  "traffic-accident": {
    bgA: "#0b1630",
    bgB: "#1f3868",
    glow: "#e07a2e",
    motif: "#e6ecf6",
    motif2: "#9fb1cf",
    line: "#33507f",
    accent: "#f28c38",
    ink: "#4d6590",
  },
  "suspended-indictment": {
    bgA: "#17143d",
    bgB: "#37327f",
    glow: "#7c6fd0",
    motif: "#f1eefb",
    motif2: "#c9c2ea",
    line: "#4a4394",
    accent: "#dcb65a",
    ink: "#6a62a8",
  },
  "police-investigation": {
    bgA: "#0b1a2b",
    bgB: "#34506b",
    glow: "#6f94b8",
    motif: "#e8eef5",
    motif2: "#a9bdd1",
    line: "#3d5a77",
    accent: "#8fc0ea",
    ink: "#56708b",
  },
  interviews: {
    // Light, warm ground with green shapes: the only palette where the motif is darker than the ground.
    bgA: "#f4ead6",
    bgB: "#dcc7a0",
    glow: "#fff6e2",
    motif: "#5e7d55",
    motif2: "#93ad7e",
    line: "#4a6543",
    accent: "#c98f4a",
    ink: "#f4ead6",
    light: true,
  },
};

export const FALLBACK_PALETTE = {
  bgA: "#12243c",
  bgB: NAVY,
  glow: "#3f6b9c",
  motif: "#eef2f7",
  motif2: "#b7c6d8",
  line: "#33557f",
  accent: GOLD,
  ink: "#4d6a8c",
};
