import { useEffect, useImperativeHandle, useRef } from 'react';
import type { Ref } from 'react';
import { init } from './echarts-core.ts';
import type { ChartOption } from './chart-options.ts';

/** What a screen may do with a drawn chart: save it as a PNG (ECharts getDataURL). */
export type ChartHandle = { toPng: () => string | null };

type ChartCanvasProps = {
  option: ChartOption;
  height: number;
  label: string;
  handle?: Ref<ChartHandle> | undefined;
};

/** Draws an ECharts option into a div and follows its size; the lazy part of <Chart>. */
export function ChartCanvas({ option, height, label, handle }: ChartCanvasProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = init(element.current, undefined, { renderer: 'canvas', locale: 'EN' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useImperativeHandle(
    handle,
    () => ({
      toPng: () =>
        chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' }) ?? null,
    }),
    [],
  );

  return <div ref={element} role="img" aria-label={label} style={{ height }} className="w-full" />;
}
