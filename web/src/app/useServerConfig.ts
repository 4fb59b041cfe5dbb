import { useEffect, useState } from 'react';
import type { ConfigReply } from '@avanzo/sync-protocol';
import { useServices } from './services';

/** What the server offers: the cached answer at once, then the fresh one (GET /api/config) when it arrives. */
export function useServerConfig(): ConfigReply {
  const { serverConfig } = useServices();
  const [config, setConfig] = useState(serverConfig.value);
  useEffect(() => {
    let live = true;
    void serverConfig.load().then((fresh) => live && setConfig(fresh));
    return () => {
      live = false;
    };
  }, [serverConfig]);
  return config;
}
