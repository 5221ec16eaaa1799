package app.bedtimestories;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
