// Responsive layout and spacing atoms. Use for one-off arrangement (stacks, rows, gaps);
// anything with a name and a role belongs in the component's own .css.ts file.
import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { media } from "./breakpoints";
import { vars } from "./theme.css";

const space = vars.space;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { "@media": media.tablet },
    desktop: { "@media": media.desktop },
  },
  defaultCondition: "mobile",
  responsiveArray: ["mobile", "tablet", "desktop"],
  properties: {
    display: ["none", "block", "flex", "grid", "inline-flex"],
    flexDirection: ["row", "column"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between"],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    gridTemplateColumns: {
      one: "minmax(0, 1fr)",
      two: "repeat(2, minmax(0, 1fr))",
      three: "repeat(3, minmax(0, 1fr))",
      four: "repeat(4, minmax(0, 1fr))",
    },
    textAlign: ["left", "center", "right"],
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
    marginY: ["marginTop", "marginBottom"],
  },
});

export const sprinkles = createSprinkles(responsiveProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
