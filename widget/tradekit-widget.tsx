// <TradekitWidget>: the script tag's embed as a React component, with the same options and events. It renders an
// empty container on the server and mounts the iframe only in the browser, after hydration.
import { useEffect, useRef, type CSSProperties } from 'react';
import { checkBffUrl } from '../src/api/client/bff-url';
import { mount, type MountOptions, type WidgetHandle } from './embed';
import { WIDGET_EVENT_NAMES, type WidgetOptions } from './protocol';

/** Every event name the widget reports, for code that listens to all of them. */
export { WIDGET_EVENT_NAMES };
/** The widget's options, its event names and each event's payload (the README's events table), typed. */
export type { WidgetEvent, WidgetEventMap, WidgetEventName, WidgetOptions, WidgetPage } from './protocol';

/** Event handlers by event name, each typed with its event's payload. */
export type TradekitWidgetHandlers = NonNullable<MountOptions['on']>;

export interface TradekitWidgetProps extends WidgetOptions {
  /**
   * The partner's BFF serving the widget: its origin, with the path it is mounted under if any
   * (`https://bff.wallet.example`), as for `TradekitProvider`. A value it cannot use throws, saying what to pass.
   */
  bffUrl: string;
  /** `inline` (default) renders into this component's box; `overlay` opens a modal over the page while mounted. */
  mode?: 'inline' | 'overlay';
  /** `false`: never scrolls your page (`Tradekit.mount`'s `scrollIntoView`); a change remounts the widget. */
  scrollIntoView?: boolean;
  /** Event handlers by event name (ready, resize, quoteChanged, signedUp, … kycFinished, tradeCreated, depositRequested, tradeCompleted, tradeFailed, error, close, viewChanged). */
  on?: TradekitWidgetHandlers;
  className?: string;
  style?: CSSProperties;
}

/** Embeds the Tradekit widget iframe; options changes are sent to the running widget without reloading it. */
export function TradekitWidget({
  bffUrl,
  mode = 'inline',
  scrollIntoView,
  on,
  className,
  style,
  ...options
}: TradekitWidgetProps) {
  // Thrown at render, on the server too, as TradekitProvider does: not a frame showing the BFF's 404.
  checkBffUrl(bffUrl, 'TradekitWidget');
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<WidgetHandle | null>(null);
  const handlers = useRef(on);
  const optionsKey = JSON.stringify(options);
  const sentKey = useRef(optionsKey);

  useEffect(() => {
    handlers.current = on;
  }, [on]);

  useEffect(() => {
    const widget = mount({
      ...(JSON.parse(sentKey.current) as WidgetOptions),
      bffUrl,
      mode,
      scrollIntoView,
      container: mode === 'overlay' ? undefined : (container.current ?? undefined),
    });
    for (const name of WIDGET_EVENT_NAMES) {
      widget.on(name, (payload) => (handlers.current?.[name] as ((p: unknown) => void) | undefined)?.(payload));
    }
    handle.current = widget;
    return () => {
      widget.destroy();
      handle.current = null;
    };
  }, [bffUrl, mode, scrollIntoView]);

  useEffect(() => {
    if (optionsKey === sentKey.current) return;
    sentKey.current = optionsKey;
    handle.current?.update(JSON.parse(optionsKey) as WidgetOptions);
  }, [optionsKey]);

  return mode === 'overlay' ? null : <div ref={container} className={className} style={style} />;
}
