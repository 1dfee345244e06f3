import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only the ECharts parts the app draws with (tree-shaken core): line and bar, grid, tooltip, legend,
// zoom, the canvas renderer. Loaded with the chart canvas, never on the first screen.
registerParts([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

export { init };
