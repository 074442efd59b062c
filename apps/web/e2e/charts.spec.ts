// The chart's axis titles stand clear of the tick labels, and the 30-day
// chart on a phone keeps readable day labels.
import { test as demoTest, expect, VIEWPORTS } from "./support/demo";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

demoTest(
  "The chart's axis titles do not sit on the top tick labels",
  async ({ page, demo, saveScreenshot }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await demo.enter();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "History" }).click();
    const chart = page.locator("figure svg[role=img]").first();
    await expect(chart).toBeVisible();
    const box = async (text: string) => {
      const label = chart
        .locator("text")
        .filter({ hasText: new RegExp(`^${text}$`) })
        .first();
      // The axes draw once the chart has measured itself: wait for the label, then measure it.
      await expect(label).toBeVisible();
      const found = await label.boundingBox();
      if (!found) throw new Error(`no "${text}" in the chart`);
      return found;
    };
    expect(overlaps(await box("Strain"), await box("21"))).toBe(false);
    expect(overlaps(await box("% · ms"), await box("100"))).toBe(false);
    await saveScreenshot("issue14-history-chart-1440");

    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(chart).toBeVisible();
    // Day labels on a phone: none overlapping its neighbour.
    const labels = await chart.locator(".visx-axis-bottom text").evaluateAll((nodes) =>
      nodes.map((node) => {
        const r = node.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    expect(labels.length).toBeGreaterThan(2);
    for (let i = 1; i < labels.length; i++)
      expect(overlaps(labels[i - 1] as Box, labels[i] as Box)).toBe(false);
    await saveScreenshot("issue14-history-chart-390");
  },
);
